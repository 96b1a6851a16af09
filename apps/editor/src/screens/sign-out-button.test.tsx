import type { OperationInput } from "@ilha/core";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import axe from "axe-core";
import { clear, createStore, setMany } from "idb-keyval";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { keepEditsOf, sitesWithUnsentEdits } from "../document/outbox.ts";
import { keptEdits, SIGNED_IN } from "../test-support/kept-edits.ts";
import { sampleSite } from "../test-support/memory-server.ts";
import { SignOutButton } from "./sign-out-button.tsx";

const idb = createStore("ilha-editor", "edits");
const SITE = "site-aurora";
const TITLE: OperationInput = {
  op: "setField",
  language: "pt",
  pagePath: "/",
  sectionId: "hero",
  path: ["title"],
  value: "Feito sem rede",
};
const patches: unknown[] = [];
let isNetworkGone = false;

/** Edits of Café Aurora that a closed tab left, not sent yet. */
async function leftUnsent(): Promise<void> {
  const { acknowledged, ...rest } = keptEdits({ acknowledged: sampleSite(), pending: [TITLE] });
  await setMany(
    [
      [`site:${SITE}:tab:closed`, rest],
      [`site:${SITE}:tab:closed:base`, { version: 1, acknowledged }],
    ],
    idb,
  );
}

beforeEach(() => {
  keepEditsOf(SIGNED_IN);
  isNetworkGone = false;
  patches.length = 0;
  localStorage.setItem("ilha.session", "token-ana");
  localStorage.setItem("ilha.sites", JSON.stringify([{ id: SITE, name: "Café Aurora" }]));
  vi.stubGlobal("fetch", async (_url: string, init: RequestInit = {}) => {
    if (isNetworkGone) throw new TypeError("Failed to fetch");
    if (init.method === "PATCH") {
      patches.push(JSON.parse(String(init.body)));
      return new Response(null, { status: 204, headers: { etag: '"2"' } });
    }
    return Response.json(sampleSite(), { headers: { etag: '"1"' } });
  });
});

afterEach(async () => {
  vi.unstubAllGlobals();
  localStorage.clear();
  keepEditsOf(undefined);
  await clear(idb);
});

async function pressSignOut() {
  const onSignOut = vi.fn();
  render(<SignOutButton onSignOut={onSignOut} />);
  fireEvent.click(screen.getByRole("button", { name: "Sign out" }));
  return onSignOut;
}

const question = () => screen.findByRole("alertdialog", { name: "Sign out with edits not saved?" });

describe("signing out with edits not sent", () => {
  it("signs out at once when every edit is on the server", async () => {
    const onSignOut = await pressSignOut();
    await waitFor(() => expect(onSignOut).toHaveBeenCalledOnce());
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("asks first, naming the site, and signs out without them on Discard", async () => {
    await leftUnsent();
    const onSignOut = await pressSignOut();
    const dialog = await question();
    expect(dialog.textContent).toContain("Edits to “Café Aurora” are kept on this device");
    expect(document.activeElement?.textContent).toBe("Cancel");
    expect((await axe.run(document.body)).violations).toEqual([]);
    fireEvent.click(within(dialog).getByRole("button", { name: "Discard and sign out" }));
    expect(onSignOut).toHaveBeenCalledOnce();
    expect(patches).toEqual([]);
  });

  it("stays signed in on Cancel", async () => {
    await leftUnsent();
    const onSignOut = await pressSignOut();
    fireEvent.click(within(await question()).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(onSignOut).not.toHaveBeenCalled();
  });

  it("sends them, then signs out, on Send", async () => {
    await leftUnsent();
    const onSignOut = await pressSignOut();
    fireEvent.click(within(await question()).getByRole("button", { name: "Send and sign out" }));
    await waitFor(() => expect(onSignOut).toHaveBeenCalledOnce(), { timeout: 15_000 });
    expect(JSON.stringify(patches)).toContain("Feito sem rede");
    expect(await sitesWithUnsentEdits()).toEqual([]);
  }, 20_000);

  it("stays signed in and says so when they cannot be sent", async () => {
    await leftUnsent();
    const onSignOut = await pressSignOut();
    isNetworkGone = true;
    const dialog = await question();
    fireEvent.click(within(dialog).getByRole("button", { name: "Send and sign out" }));
    expect(
      (await within(dialog).findByRole("alert", {}, { timeout: 15_000 })).textContent,
    ).toContain("Some edits could not be sent");
    expect(onSignOut).not.toHaveBeenCalled();
    expect(await sitesWithUnsentEdits()).toEqual([SITE]);
  }, 20_000);
});
