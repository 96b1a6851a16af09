import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { testSession } from "../sections-ui/test-session.ts";
import { UNDO_NOTICE_MS, UndoNotice } from "./undo-notice.tsx";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** A session whose pricing section was just deleted, with the notice the deletion sets. */
function afterDeletion() {
  const session = testSession();
  session.edit([{ op: "removeSection", pagePath: "/", sectionId: "fleet-group-a" }]);
  session.view.setState({ undoNotice: { message: "Section deleted", key: 1 } });
  const onUndo = vi.fn(() => session.undo());
  render(<UndoNotice view={session.view} document={session.document} onUndo={onUndo} />);
  return { session, onUndo };
}

const hasSection = (session: ReturnType<typeof testSession>, id: string) =>
  session.document
    .getState()
    .site.content.pt?.pages[0]?.components.some((section) => section.id === id);

describe("the offer to undo a deletion", () => {
  it('shows "Section deleted · Undo", and its Undo brings the section back and closes it', () => {
    const { session, onUndo } = afterDeletion();
    const notice = screen.getByRole("region", { name: "Section deleted" });
    expect(notice.textContent).toBe("Section deleted·Undo");
    expect(hasSection(session, "fleet-group-a")).toBe(false);
    fireEvent.click(screen.getByRole("button", { name: "Undo" }));
    expect(onUndo).toHaveBeenCalledTimes(1);
    expect(hasSection(session, "fleet-group-a")).toBe(true);
    expect(screen.queryByRole("region", { name: "Section deleted" })).toBeNull();
  });

  it("goes after a few seconds, but stays while the pointer is on it", () => {
    vi.useFakeTimers();
    const { session } = afterDeletion();
    const notice = screen.getByRole("region", { name: "Section deleted" });
    fireEvent.pointerEnter(notice);
    act(() => vi.advanceTimersByTime(UNDO_NOTICE_MS * 2));
    expect(session.view.getState().undoNotice).toBeDefined();
    fireEvent.pointerLeave(notice);
    act(() => vi.advanceTimersByTime(UNDO_NOTICE_MS - 1));
    expect(session.view.getState().undoNotice).toBeDefined();
    act(() => vi.advanceTimersByTime(1));
    expect(session.view.getState().undoNotice).toBeUndefined();
  });

  it("goes at the next edit, whose step its Undo would otherwise take back", () => {
    const { session } = afterDeletion();
    act(() => {
      session.edit([
        {
          op: "setField",
          language: "pt",
          pagePath: "/",
          sectionId: "hero",
          path: ["title"],
          value: "Outro passo",
        },
      ]);
    });
    expect(screen.queryByRole("region", { name: "Section deleted" })).toBeNull();
  });
});
