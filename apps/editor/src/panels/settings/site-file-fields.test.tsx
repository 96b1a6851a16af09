import { ERRORS, type Site } from "@ilha/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import axe from "axe-core";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { testSession } from "../../sections-ui/test-session.ts";
import { readSiteFile, siteFileName } from "./site-file.ts";
import { SiteFileFields } from "./site-file-fields.tsx";

type Put = { url: string; ifMatch: string | null; body: Site };
let puts: Put[] = [];

beforeEach(() => {
  puts = [];
  localStorage.setItem("ilha.session", "a".repeat(32));
  // The server's PUT, at the HTTP boundary: it stores the body as version 8.
  vi.stubGlobal("fetch", async (url: string, init: RequestInit = {}) => {
    if (init.method !== "PUT") return new Response(null, { status: 404 });
    const body = JSON.parse(String(init.body)) as Site;
    puts.push({ url, ifMatch: new Headers(init.headers).get("if-match"), body });
    return Response.json(body, { headers: { etag: '"8"' } });
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
});

function renderFields({ isShared = false } = {}) {
  const session = testSession();
  const announce = vi.fn();
  const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queries}>
      <SiteFileFields session={session} siteId="site-1" isShared={isShared} announce={announce} />
    </QueryClientProvider>,
  );
  return { session, announce };
}

/** Chooses `text` as the file in the replace dialog's file picker. */
async function chooseFile(dialog: HTMLElement, text: string) {
  const input = dialog.querySelector<HTMLInputElement>("input[type=file]");
  if (input === null) throw new Error("the dialog has a file picker");
  const file = new File([text], "site.json", { type: "application/json" });
  await act(async () => {
    fireEvent.change(input, { target: { files: [file] } });
  });
}

describe("reading a site file", () => {
  it("names the file after the site and the day", () => {
    const site = testSession().document.getState().site;
    expect(
      siteFileName({ ...site, name: "Maré Rent · Ilha" }, new Date("2026-11-25T10:00:00Z")),
    ).toBe("mare-rent-ilha-2026-11-25.json");
  });

  it("says what is wrong with a file that is no site", () => {
    expect(readSiteFile("{")).toEqual({
      ok: false,
      message: "This file is not a site file: it is not JSON.",
      problems: [],
    });
    const wrong = readSiteFile(JSON.stringify({ name: "" }));
    expect(wrong.ok).toBe(false);
    if (wrong.ok) return;
    expect(wrong.message).toBe(ERRORS.invalidDocument.message);
    expect(wrong.problems.length).toBeGreaterThan(0);
  });
});

describe("the site file in the settings", () => {
  it("downloads the draft on screen as the site file", async () => {
    const { session, announce } = renderFields();
    const files: Blob[] = [];
    vi.spyOn(URL, "createObjectURL").mockImplementation((file) => {
      files.push(file as Blob);
      return "blob:site-file";
    });
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {});
    fireEvent.click(screen.getByRole("button", { name: "Download the site file" }));
    expect(JSON.parse((await files[0]?.text()) ?? "")).toEqual(session.document.getState().site);
    expect(announce).toHaveBeenCalledWith(
      expect.stringMatching(/^mare-rent-\d{4}-\d{2}-\d{2}\.json downloaded$/),
    );
  });

  it("replaces the draft with a file's site after the owner confirms, and forgets the history", async () => {
    const { session, announce } = renderFields();
    const before = session.document.getState().site;
    session.edit([{ op: "setSiteField", language: "pt", path: ["name"], value: "Antes" }]);
    await act(async () => {
      session.document.setState({
        pending: [],
        acknowledged: { site: session.document.getState().site, version: 7 },
      });
    });
    fireEvent.click(screen.getByRole("button", { name: "Replace from a file…" }));
    const dialog = screen.getByRole("alertdialog", { name: "Replace the site from a file" });
    const replace = within(dialog).getByRole("button", { name: "Replace the draft" });
    expect(replace.hasAttribute("disabled")).toBe(true);
    // A copy of another site comes in under this site's identity.
    const other = {
      ...before,
      id: "other-site",
      slug: "outra",
      hash: "0therHash1",
      name: "Da cópia",
    };
    await chooseFile(dialog, JSON.stringify(other));
    await waitFor(() => expect(within(dialog).getByRole("status").textContent).not.toBe(""));
    expect(within(dialog).getByRole("status").textContent).toBe(
      "Da cópia: 8 pages in 2 languages.",
    );
    const results = await axe.run(dialog, { rules: { "color-contrast": { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
    fireEvent.click(replace);
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(puts).toHaveLength(1);
    expect(puts[0]).toMatchObject({ url: "/api/v1/sites/site-1", ifMatch: '"7"' });
    // …and with the fields the platform decides (the plan, the forms' address) as they are.
    expect(puts[0]?.body).toMatchObject({
      name: "Da cópia",
      id: before.id,
      slug: before.slug,
      hash: before.hash,
      plan: before.plan,
      settings: { apiPath: before.settings.apiPath },
    });
    const state = session.document.getState();
    expect(state.site.name).toBe("Da cópia");
    expect(state.acknowledged.version).toBe(8);
    expect(state.history.undo).toEqual([]);
    expect(announce).toHaveBeenCalledWith("The draft is now Da cópia, from the file.");
  });

  it("lists a refused file's problems and replaces nothing", async () => {
    const { session } = renderFields();
    const before = session.document.getState().site;
    fireEvent.click(screen.getByRole("button", { name: "Replace from a file…" }));
    const dialog = screen.getByRole("alertdialog", { name: "Replace the site from a file" });
    await chooseFile(dialog, JSON.stringify({ ...before, name: "", languages: [] }));
    const alert = within(dialog).getByRole("alert");
    expect(alert.textContent).toContain(ERRORS.invalidDocument.message);
    expect(alert.querySelectorAll("li").length).toBeGreaterThan(0);
    expect(
      within(dialog).getByRole("button", { name: "Replace the draft" }).hasAttribute("disabled"),
    ).toBe(true);
    expect(puts).toEqual([]);
    expect(session.document.getState().site).toBe(before);
  });

  it("does not offer collaborators to replace the site", () => {
    renderFields({ isShared: true });
    expect(screen.getByRole("button", { name: "Download the site file" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Replace from a file…" })).toBeNull();
  });
});
