import { ERRORS } from "@ilha/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import axe from "axe-core";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import minimal from "../../../../fixtures/minimal-site.json" with { type: "json" };
import type { SiteSummary } from "../api/client.ts";
import { Dashboard } from "./dashboard.tsx";

const TOKEN = "c".repeat(32);
const calls: { method: string; url: string; headers: Headers; body: unknown }[] = [];
let draftVersion = 3;
/** Answers for the next PATCHes, oldest first (by default 204 and the next version). */
let patchAnswers: (() => Response)[] = [];

const summary = (site: Partial<SiteSummary> & Record<string, unknown>) => ({
  id: "site-1",
  slug: "minimal",
  name: "Minimal",
  version: 3,
  liveVersion: null,
  liveUrl: "http://minimal.localhost:3000/",
  liveDraftVersion: null,
  livePublishedAt: null,
  lastPublishedAt: null,
  role: "owner",
  updatedAt: "2026-03-01T09:30:00.000Z",
  ...site,
});
let sites: ReturnType<typeof summary>[] = [];

function answer(method: string, url: string): Response {
  if (url === "/api/v1/sites") return Response.json(sites);
  if (method === "GET") return Response.json(minimal, { headers: { etag: `"${draftVersion}"` } });
  const next = patchAnswers.shift();
  if (next !== undefined) return next();
  draftVersion += 1;
  return new Response(null, { status: 204, headers: { etag: `"${draftVersion}"` } });
}

beforeEach(() => {
  localStorage.setItem("ilha.session", TOKEN);
  calls.length = 0;
  draftVersion = 3;
  patchAnswers = [];
  sites = [summary({})];
  vi.stubGlobal("fetch", async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? "GET";
    const body = typeof init.body === "string" ? JSON.parse(init.body) : undefined;
    calls.push({ method, url, headers: new Headers(init.headers), body });
    return answer(method, url);
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function renderDashboard() {
  const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queries}>
      <Dashboard
        onOpen={() => undefined}
        onSignOut={() => undefined}
        onSessionEnded={() => undefined}
      />
    </QueryClientProvider>,
  );
}

async function openRename(name = "Minimal") {
  renderDashboard();
  fireEvent.click(await screen.findByRole("button", { name: `Rename ${name}` }));
  const dialog = await screen.findByRole("dialog", { name: `Rename “${name}”` });
  const field = within(dialog).getByRole("textbox", { name: "Site name" });
  return { dialog, field, save: within(dialog).getByRole("button", { name: "Save name" }) };
}

const patches = () => calls.filter((call) => call.method === "PATCH");

describe("renaming a site from the dashboard", () => {
  it("sets the draft's name with core's operation in its primary language, on the draft's version", async () => {
    const { field, save } = await openRename();
    expect((field as HTMLInputElement).value).toBe("Minimal");
    const results = await axe.run(document.body, {
      rules: { "color-contrast": { enabled: false } },
    });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
    fireEvent.change(field, { target: { value: "  Minimal Café " } });
    sites = [summary({ name: "Minimal Café", version: 4 })];
    fireEvent.click(save);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const [patch] = patches();
    expect(patch?.url).toBe("/api/v1/sites/site-1");
    expect(patch?.headers.get("if-match")).toBe('"3"');
    expect(patch?.headers.get("authorization")).toBe(`Bearer ${TOKEN}`);
    expect(patch?.body).toEqual({
      operations: [{ op: "setSiteField", language: "en", path: ["name"], value: "Minimal Café" }],
    });
    expect(await screen.findByRole("heading", { name: "Minimal Café" })).toBeTruthy();
  });

  it("asks for a name instead of sending an empty one, and sends nothing for the same name", async () => {
    const { dialog, field, save } = await openRename();
    fireEvent.change(field, { target: { value: "   " } });
    fireEvent.click(save);
    expect(await within(dialog).findByText("Give your site a name.")).toBeTruthy();
    fireEvent.change(field, { target: { value: "Minimal" } });
    fireEvent.click(save);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(patches()).toEqual([]);
  });

  it("reads the draft again and retries when an editor saved it meanwhile", async () => {
    patchAnswers = [
      () => {
        draftVersion = 7;
        return Response.json(ERRORS.versionConflict, { status: 412 });
      },
    ];
    const { field, save } = await openRename();
    fireEvent.change(field, { target: { value: "Renamed" } });
    fireEvent.click(save);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(patches().map((patch) => patch.headers.get("if-match"))).toEqual(['"3"', '"7"']);
  });

  it("shows the catalogue's message when the server refuses, and keeps the dialog open", async () => {
    patchAnswers = [() => Response.json(ERRORS.invalidFieldValue, { status: 400 })];
    const { dialog, field, save } = await openRename();
    fireEvent.change(field, { target: { value: "Renamed" } });
    fireEvent.click(save);
    expect((await within(dialog).findByRole("alert")).textContent).toBe(
      ERRORS.invalidFieldValue.message,
    );
  });
});

describe("the dashboard's sites", () => {
  it("say when each was published and whether its draft changed since, or when an unpublished one last was; only the owner renames", async () => {
    sites = [
      summary({ liveVersion: 2, liveDraftVersion: 3, livePublishedAt: "2026-03-02T10:00:00.000Z" }),
      summary({
        id: "site-2",
        name: "Edited",
        liveVersion: 1,
        liveDraftVersion: 1,
        livePublishedAt: "2026-03-02T10:00:00.000Z",
      }),
      summary({ id: "site-3", name: "Shared", role: "collaborator" }),
      summary({ id: "site-4", name: "Closed", lastPublishedAt: "2026-03-02T10:00:00.000Z" }),
    ];
    renderDashboard();
    const items = await screen.findAllByRole("listitem");
    const when = new Date("2026-03-02T10:00:00.000Z").toLocaleString(undefined, {
      dateStyle: "medium",
      timeStyle: "short",
    });
    expect(within(items[0] as HTMLElement).getByText(`Published ${when}`)).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText(`Published ${when}`).className).toMatch(
      /published/,
    );
    const changed = within(items[1] as HTMLElement).getByText("Changes not published yet");
    expect(changed.className).toMatch(/changed/);
    expect(within(items[0] as HTMLElement).queryByText("Changes not published yet")).toBeNull();
    expect(within(items[2] as HTMLElement).getByText("Draft, not published yet")).toBeTruthy();
    expect(
      within(items[3] as HTMLElement).getByText(`Unpublished · last published ${when}`),
    ).toBeTruthy();
    expect(within(items[3] as HTMLElement).queryByText("Draft, not published yet")).toBeNull();
    expect(
      screen
        .getAllByRole("button", { name: /^Rename/ })
        .map((button) => button.getAttribute("aria-label")),
    ).toEqual(["Rename Minimal", "Rename Edited", "Rename Closed"]);
  });
});
