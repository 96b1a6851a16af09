import { describe, expect, it } from "vitest";
import { publishState } from "./publish-state.ts";

describe("publishState", () => {
  it("is unpublished without a live version, whatever the draft", () => {
    expect(publishState({ draftVersion: 4, hasPendingEdits: true, live: undefined })).toBe(
      "unpublished",
    );
  });

  it("is published with no changes since when the live version was built from the stored draft", () => {
    expect(
      publishState({ draftVersion: 4, hasPendingEdits: false, live: { draftVersion: 4 } }),
    ).toBe("published");
  });

  it("is changed once the draft moved on, while an edit waits to be saved, or when the live version's draft is unknown", () => {
    const live = { draftVersion: 4 };
    expect(publishState({ draftVersion: 5, hasPendingEdits: false, live })).toBe("changed");
    expect(publishState({ draftVersion: 4, hasPendingEdits: true, live })).toBe("changed");
    expect(
      publishState({ draftVersion: 4, hasPendingEdits: false, live: { draftVersion: null } }),
    ).toBe("changed");
  });
});
