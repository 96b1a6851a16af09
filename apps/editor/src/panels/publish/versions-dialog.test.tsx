import { ERRORS } from "@ilha/core";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import axe from "axe-core";
import { describe, expect, it } from "vitest";
import { inOwnersLocale } from "./publishing-api.ts";
import { renderControls, server, version, withPublishingNetwork } from "./publishing-harness.tsx";

withPublishingNetwork();

async function openVersions() {
  await screen.findByText(/Published · no changes since|Changes not published yet|Not published/);
  const trigger = screen.getByRole("button", { name: "Versions" });
  act(() => trigger.focus());
  fireEvent.click(trigger);
  const dialog = await screen.findByRole("dialog", { name: "Published versions" });
  return { trigger, dialog };
}

/** axe-core's violations on the page; contrast needs a layout, which happy-dom lacks. */
async function violations(): Promise<string[]> {
  const results = await axe.run(document.body, { rules: { "color-contrast": { enabled: false } } });
  return results.violations.map((violation) => violation.id);
}

const posts = () => server.calls.filter((call) => call.method === "POST").map((call) => call.url);

describe("the versions dialog", () => {
  it("lists each published version with its date in the owner's locale and which is live", async () => {
    server.versions = [version(3, 5), version(2, 4, true), version(1, 1)];
    renderControls({ draftVersion: 5 });
    const { dialog } = await openVersions();
    const items = within(dialog).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      `Version 3Published ${inOwnersLocale("2026-03-03T09:30:00.000Z")}Restore`,
      `Version 2Published ${inOwnersLocale("2026-03-02T09:30:00.000Z")}Live`,
      `Version 1Published ${inOwnersLocale("2026-03-01T09:30:00.000Z")}Restore`,
    ]);
    expect(within(dialog).getByRole("link", { name: /View live site/ })).toBeTruthy();
    expect(await violations()).toEqual([]);
  });

  it("says nothing is published yet, with no unpublish and no live link, before the first publish", async () => {
    renderControls();
    const { dialog } = await openVersions();
    expect(
      within(dialog).getByText("Nothing published yet. Publish to make your site live."),
    ).toBeTruthy();
    expect(within(dialog).queryByRole("button", { name: "Unpublish" })).toBeNull();
    expect(within(dialog).queryByRole("link")).toBeNull();
  });

  it("restores a version only once confirmed, announces it and closes", async () => {
    server.versions = [version(2, 2, true), version(1, 1)];
    const { announce } = renderControls({ draftVersion: 2 });
    const { trigger, dialog } = await openVersions();
    fireEvent.click(within(dialog).getByRole("button", { name: "Restore version 1" }));
    const ask = await screen.findByRole("alertdialog", { name: "Make version 1 live again?" });
    fireEvent.click(within(ask).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(posts()).toEqual([]);
    const restore = within(dialog).getByRole("button", { name: "Restore version 1" });
    act(() => restore.focus());
    fireEvent.click(restore);
    const again = await screen.findByRole("alertdialog");
    fireEvent.click(within(again).getByRole("button", { name: "Restore version" }));
    await waitFor(() => expect(announce).toHaveBeenCalledWith("Version 1 is live again"));
    expect(posts()).toEqual(["/api/v1/sites/site-1/versions/1/restore"]);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(await screen.findByText("Changes not published yet")).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });

  it("unpublishes after a confirmation, and then hides the live link", async () => {
    server.versions = [version(1, 1, true)];
    const { announce } = renderControls();
    const { dialog } = await openVersions();
    fireEvent.click(within(dialog).getByRole("button", { name: "Unpublish" }));
    const ask = await screen.findByRole("alertdialog", { name: "Unpublish your site?" });
    expect(await violations()).toEqual([]);
    fireEvent.click(within(ask).getByRole("button", { name: "Unpublish site" }));
    await waitFor(() => expect(announce).toHaveBeenCalledWith("Your site is unpublished"));
    expect(posts()).toEqual(["/api/v1/sites/site-1/unpublish"]);
    expect(await screen.findByText("Unpublished: visitors do not see your site")).toBeTruthy();
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("keeps the confirmation open with the catalogue's message when the server refuses", async () => {
    server.versions = [version(2, 2, true), version(1, 1)];
    const { announce } = renderControls({ draftVersion: 2 });
    const { dialog } = await openVersions();
    fireEvent.click(within(dialog).getByRole("button", { name: "Restore version 1" }));
    const ask = await screen.findByRole("alertdialog");
    server.refusal = Response.json(ERRORS.notFound, { status: 404 });
    fireEvent.click(within(ask).getByRole("button", { name: "Restore version" }));
    expect((await within(ask).findByRole("alert")).textContent).toBe(ERRORS.notFound.message);
    expect(announce).not.toHaveBeenCalled();
    expect(screen.getByRole("dialog", { name: "Published versions" })).toBeTruthy();
  });
});
