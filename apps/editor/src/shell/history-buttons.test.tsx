import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { testSession } from "../sections-ui/test-session.ts";
import { HistoryButtons } from "./history-buttons.tsx";

/** The buttons over a session with one edit made: one step to undo. */
function renderButtons() {
  const session = testSession();
  session.edit([
    {
      op: "setField",
      language: "pt",
      pagePath: "/",
      sectionId: "hero",
      path: ["title"],
      value: "Um passo",
    },
  ]);
  render(
    <HistoryButtons
      session={session}
      onUndo={() => session.undo()}
      onRedo={() => session.redo()}
    />,
  );
  const button = (name: string) => screen.getByRole("button", { name: new RegExp(name) });
  return { button };
}

describe("HistoryButtons", () => {
  it("hands the focus to Redo when the last step is undone, and back to Undo when the last is redone", async () => {
    const { button } = renderButtons();
    await waitFor(() => expect(button("Undo")).toHaveProperty("disabled", false));
    act(() => button("Undo").focus());
    fireEvent.click(button("Undo"));
    await waitFor(() => expect(button("Undo")).toHaveProperty("disabled", true));
    expect(document.activeElement).toBe(button("Redo"));
    fireEvent.click(button("Redo"));
    await waitFor(() => expect(button("Redo")).toHaveProperty("disabled", true));
    expect(document.activeElement).toBe(button("Undo"));
  });
});
