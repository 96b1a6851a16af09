import { booleanField, type OperationInput } from "@ilha/core";
import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { EditorSession } from "../document/editor-session.ts";
import { FieldControl } from "./field-control.tsx";
import type { Setting } from "./settings-fields.ts";
import { testSession } from "./test-session.ts";

/** A session that records the edits it is asked for, and applies none of them. */
function recordingSession(): { session: EditorSession; edits: OperationInput[][] } {
  const edits: OperationInput[][] = [];
  const session = {
    ...testSession(),
    edit: (operations: OperationInput[]) => {
      edits.push(operations);
      return true;
    },
  };
  return { session, edits };
}

describe("FieldControl", () => {
  it("turns a switch named by the field's label as one edit", () => {
    const { session, edits } = recordingSession();
    const setting: Setting = {
      path: ["chats", 0, "isActive"],
      field: booleanField({ label: "Active", default: false }),
      scope: ["Chat 1"],
      value: false,
    };
    render(<FieldControl session={session} sectionId="hero" setting={setting} />);
    fireEvent.click(screen.getByRole("switch", { name: "Chat 1 · Active" }));
    expect(edits).toEqual([
      [
        {
          op: "setField",
          language: "pt",
          pagePath: "/",
          sectionId: "hero",
          path: ["chats", 0, "isActive"],
          value: true,
        },
      ],
    ]);
  });
});
