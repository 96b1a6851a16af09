import { describe, expect, it, vi } from "vitest";
import { serviceWorkerSource } from "../offline-shell.ts";

type FetchEvent = {
  request: { url: string; method: string; mode: string };
  respondWith: (response: Promise<unknown>) => void;
};

/**
 * The service worker's answer to a request, run on the worker's own source: `kept` is what its
 * cache holds by path, and every fetch to the network answers "network" (or fails, offline).
 */
async function answerTo(
  path: string,
  {
    kept = {},
    mode = "cors",
    isOffline = false,
  }: { kept?: Record<string, string>; mode?: string; isOffline?: boolean } = {},
) {
  const listeners = new Map<string, (event: FetchEvent) => void>();
  const self = {
    location: { origin: "http://app.localhost" },
    addEventListener: (type: string, listener: (event: FetchEvent) => void) =>
      listeners.set(type, listener),
  };
  const caches = { match: vi.fn(async (key: string) => kept[key]) };
  const network = vi.fn(async () => {
    if (isOffline) throw new TypeError("Failed to fetch");
    return "network";
  });
  new Function("self", "caches", "fetch", serviceWorkerSource(["assets/editor-D38XEnmq.js"]))(
    self,
    caches,
    network,
  );
  let answer: Promise<unknown> | undefined;
  listeners.get("fetch")?.({
    request: { url: `http://app.localhost${path}`, method: "GET", mode },
    respondWith: (response) => {
      answer = response;
    },
  });
  return { answer: await answer, network, caches };
}

describe("the editor's service worker", () => {
  it("answers a hashed file with its kept copy, without the network", async () => {
    const asset = "/assets/editor-D38XEnmq.js";
    const { answer, network } = await answerTo(asset, { kept: { [asset]: "kept" } });
    expect(answer).toBe("kept");
    expect(network).not.toHaveBeenCalled();
  });

  it("fetches a hashed file it does not hold", async () => {
    const { answer, network } = await answerTo("/assets/canvas-k9EqU62A.css");
    expect(answer).toBe("network");
    expect(network).toHaveBeenCalledOnce();
  });

  it("asks the network first for a page, and leaves the API alone", async () => {
    const page = await answerTo("/canvas.html", { kept: { "/canvas.html": "kept" } });
    expect(page.answer).toBe("network");
    expect(page.caches.match).not.toHaveBeenCalled();
    const api = await answerTo("/api/v1/sites", { kept: { "/api/v1/sites": "kept" } });
    expect(api.answer).toBeUndefined();
    expect(api.network).not.toHaveBeenCalled();
  });

  it("opens the kept editor page at any address of the editor while offline, and the kept canvas", async () => {
    const kept = { "/": "the editor", "/canvas.html": "the canvas" };
    const editor = await answerTo("/?site=abc", { kept, mode: "navigate", isOffline: true });
    expect(editor.answer).toBe("the editor");
    const canvas = await answerTo("/canvas.html", { kept, mode: "navigate", isOffline: true });
    expect(canvas.answer).toBe("the canvas");
  });
});
