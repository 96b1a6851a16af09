import { describe, expect, it, vi } from "vitest";
import { testSession } from "../sections-ui/test-session.ts";
import { insertSectionKind } from "./insert-section-kind.ts";
import { pageOf } from "./section-edits.ts";

const idsOf = (session: ReturnType<typeof testSession>) =>
  (pageOf(session.document.getState().site, "pt", "/")?.components ?? []).map(
    (component) => component.id,
  );

describe("insertSectionKind", () => {
  it("inserts after the selected section with the library closed, selects and announces it, as one step", () => {
    const session = testSession();
    session.view.setState({ selectedId: "vehicles" });
    const announce = vi.fn();
    const id = insertSectionKind({ session, type: "gallery", announce });
    const ids = idsOf(session);
    expect(ids[ids.indexOf("vehicles") + 1]).toBe(id);
    expect(session.view.getState().selectedId).toBe(id);
    expect(announce).toHaveBeenCalledWith("Gallery section added");
    expect(session.document.getState().history.undo).toHaveLength(1);
  });

  it("goes before the footer with nothing selected, and refuses a second footer", () => {
    const session = testSession();
    const announce = vi.fn();
    const id = insertSectionKind({ session, type: "cta", announce });
    expect(idsOf(session).slice(-2)).toEqual([id, "footer"]);
    expect(insertSectionKind({ session, type: "footer", announce })).toBeUndefined();
    expect(announce).toHaveBeenCalledOnce();
  });
});
