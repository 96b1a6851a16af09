import { createStore, keys } from "idb-keyval";
import { afterEach, describe, expect, it } from "vitest";
import { createDocumentStore, edit } from "../document/document-store.ts";
import { keepEditsOf, readStoredEdits, storeEdits } from "../document/outbox.ts";
import { memoryServer } from "../test-support/memory-server.ts";
import { forgetSignedInUser, resumeSignedInUser, signedInAs } from "./signed-in-user.ts";

const idb = createStore("ilha-editor", "edits");

/** Ana's session and what the editor kept for her: her site list, a banner choice, an edit. */
async function keptForAna(siteId: string): Promise<void> {
  localStorage.setItem("ilha.session", "token-ana");
  localStorage.setItem("ilha.user", "user-ana");
  localStorage.setItem("ilha.sites", JSON.stringify([{ id: siteId, name: "Da Ana" }]));
  localStorage.setItem(`ilha.consentBannerHidden.${siteId}`, "1");
  expect(resumeSignedInUser()).toBe("user-ana");
  const { state } = memoryServer();
  const store = createDocumentStore({
    siteId,
    site: state.site,
    acknowledged: { site: state.site, version: 1 },
  });
  edit(store, [
    {
      op: "setField",
      language: "pt",
      pagePath: "/",
      sectionId: "hero",
      path: ["title"],
      value: "A",
    },
  ]);
  await storeEdits(store.getState());
  expect(await readStoredEdits(siteId)).toBeDefined();
}

afterEach(() => localStorage.clear());

describe("forgetting the person signed in", () => {
  it("clears their session, site list, other keys and every kept edit, and keeps a sign-out to send", async () => {
    await keptForAna("forget-1");
    localStorage.setItem("ilha.pendingLogout", JSON.stringify(["token-earlier"]));
    localStorage.setItem("not-the-editors", "kept");
    await forgetSignedInUser();
    expect(await keys(idb)).toEqual([]);
    expect(Object.keys(localStorage).sort()).toEqual(["ilha.pendingLogout", "not-the-editors"]);
    // Whoever signs in next finds nothing of hers.
    keepEditsOf("user-ana");
    expect(await readStoredEdits("forget-1")).toBeUndefined();
  });

  it("forgets what was kept for another person when someone else signs in, and keeps the new session", async () => {
    await keptForAna("forget-2");
    localStorage.setItem("ilha.session", "token-rui");
    await signedInAs("user-rui");
    expect(await keys(idb)).toEqual([]);
    expect(localStorage.getItem("ilha.sites")).toBeNull();
    expect(localStorage.getItem("ilha.session")).toBe("token-rui");
    expect(localStorage.getItem("ilha.user")).toBe("user-rui");
  });

  it("keeps what was kept when the same person signs in again", async () => {
    await keptForAna("forget-3");
    await signedInAs("user-ana");
    expect(await readStoredEdits("forget-3")).toBeDefined();
    expect(localStorage.getItem("ilha.sites")).not.toBeNull();
  });

  it("keeps nothing for a session whose person is not known", () => {
    localStorage.setItem("ilha.user", "user-ana");
    expect(resumeSignedInUser()).toBeUndefined();
  });
});
