import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";
import { testSession } from "../../sections-ui/test-session.ts";
import { FakeUploadRequest } from "./fake-upload-request.ts";
import { mediaItem, TOKEN } from "./media-dialog-harness.tsx";
import { MediaPanel } from "./media-panel.tsx";

/** The sample site's id: its uploads live under `/media/vehicle-rental/`. */
export const SITE_ID = "vehicle-rental";
export const sunset = mediaItem(
  "33333333-3333-4333-8333-333333333333",
  "2025-04-02T18:00:00.000Z",
  SITE_ID,
);
export const harbour = mediaItem(
  "44444444-4444-4444-8444-444444444444",
  "2025-03-20T08:15:00.000Z",
  SITE_ID,
);

/** The `fetch` calls of the test so far, with their method. */
export const calls: { method: string; url: string; headers: Headers }[] = [];

/**
 * Answers `fetch` as the server does: the sample site's two uploads, and `deleteAnswer` (by
 * default 204) to a `DELETE` of one.
 */
export function serveMedia(
  deleteAnswer: () => Response = () => new Response(null, { status: 204 }),
) {
  vi.stubGlobal("fetch", async (input: string, init: RequestInit = {}) => {
    const method = init.method ?? "GET";
    calls.push({ method, url: input, headers: new Headers(init.headers) });
    if (!input.startsWith(`/api/v1/sites/${SITE_ID}/media`)) {
      return new Response(null, { status: 404 });
    }
    if (method === "DELETE") return deleteAnswer();
    return Response.json([sunset, harbour], { headers: { "x-total-count": "2" } });
  });
}

/** A signed-in owner, the sample site's uploads behind `fetch`, and uploads sent to a fake. */
export function withPanelNetwork() {
  beforeEach(() => {
    localStorage.setItem("ilha.session", TOKEN);
    calls.length = 0;
    FakeUploadRequest.sent = [];
    vi.stubGlobal("XMLHttpRequest", FakeUploadRequest);
    serveMedia();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });
}

export function renderPanel({ isShared = false } = {}) {
  const session = testSession();
  const announce = vi.fn<(message: string) => void>();
  const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={queries}>
      <main>
        <MediaPanel session={session} siteId={SITE_ID} isShared={isShared} announce={announce} />
      </main>
    </QueryClientProvider>,
  );
  const grid = () => screen.findByRole("grid", { name: "Uploaded images" });
  return { ...view, session, announce, grid };
}

/** Picks files in the panel's file input. */
export function pickFiles(files: File[]) {
  const input = document.querySelector<HTMLInputElement>("input[type=file]");
  if (input === null) throw new Error("the panel has a file input");
  fireEvent.change(input, { target: { files } });
}

/** Drops files on the panel's drop zone, as a browser's drag and drop reports them. */
export function dropFiles(files: File[]) {
  const zone = screen.getByRole("button", { name: "Drop images to upload them" }).parentElement;
  if (zone === null) throw new Error("the drop zone wraps its button");
  const dataTransfer = {
    types: ["Files"],
    items: files.map((file) => ({ kind: "file", type: file.type, getAsFile: () => file })),
    effectAllowed: "all",
    dropEffect: "none",
    getData: () => "",
  };
  fireEvent.dragEnter(zone, { dataTransfer });
  fireEvent.dragOver(zone, { dataTransfer });
  fireEvent.drop(zone, { dataTransfer });
}
