import { describe, expect, it } from "vitest";
import { publishState } from "./publish-state.ts";

describe("publishState", () => {
  it("is a draft without a version, and unpublished with versions but none live, whatever the draft", () => {
    const never = { draftVersion: 4, hasPendingEdits: true, live: undefined, hasVersions: false };
    expect(publishState(never)).toBe("draft");
    expect(publishState({ ...never, hasVersions: true })).toBe("unpublished");
  });

  it("is published with no changes since when the live version was built from the stored draft", () => {
    expect(
      publishState({
        draftVersion: 4,
        hasPendingEdits: false,
        live: { draftVersion: 4 },
        hasVersions: true,
      }),
    ).toBe("published");
  });

  it("is changed once the draft moved on, while an edit waits to be saved, or when the live version's draft is unknown", () => {
    const live = { draftVersion: 4 };
    const hasVersions = true;
    expect(publishState({ draftVersion: 5, hasPendingEdits: false, live, hasVersions })).toBe(
      "changed",
    );
    expect(publishState({ draftVersion: 4, hasPendingEdits: true, live, hasVersions })).toBe(
      "changed",
    );
    expect(
      publishState({
        draftVersion: 4,
        hasPendingEdits: false,
        live: { draftVersion: null },
        hasVersions,
      }),
    ).toBe("changed");
  });
});
