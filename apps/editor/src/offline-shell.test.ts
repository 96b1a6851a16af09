import { describe, expect, it, vi } from "vitest";
import { serviceWorkerSource } from "../offline-shell.ts";

type FetchEvent = {
  request: { url: string; method: string; mode: string };
  respondWith: (response: Promise<unknown>) => void;
};

/**
 * The service worker's answer to a request, run on the worker's own source: `kept` is what its
 * cache holds by path, and every fetch to the network answers "network".
 */
async function answerTo(path: string, kept: Record<string, string> = {}) {
  const listeners = new Map<string, (event: FetchEvent) => void>();
  const self = {
    location: { origin: "http://app.localhost" },
    addEventListener: (type: string, listener: (event: FetchEvent) => void) =>
      listeners.set(type, listener),
  };
  const caches = { match: vi.fn(async (key: string) => kept[key]) };
  const network = vi.fn(async () => "network");
  new Function("self", "caches", "fetch", serviceWorkerSource(["assets/editor-D38XEnmq.js"]))(
    self,
    caches,
    network,
  );
  let answer: Promise<unknown> | undefined;
  listeners.get("fetch")?.({
    request: { url: `http://app.localhost${path}`, method: "GET", mode: "cors" },
    respondWith: (response) => {
      answer = response;
    },
  });
  return { answer: await answer, network, caches };
}

describe("the editor's service worker", () => {
  it("answers a hashed file with its kept copy, without the network", async () => {
    const asset = "/assets/editor-D38XEnmq.js";
    const { answer, network } = await answerTo(asset, { [asset]: "kept" });
    expect(answer).toBe("kept");
    expect(network).not.toHaveBeenCalled();
  });

  it("fetches a hashed file it does not hold", async () => {
    const { answer, network } = await answerTo("/assets/canvas-k9EqU62A.css");
    expect(answer).toBe("network");
    expect(network).toHaveBeenCalledOnce();
  });

  it("asks the network first for a page, and leaves the API alone", async () => {
    const page = await answerTo("/canvas.html", { "/canvas.html": "kept" });
    expect(page.answer).toBe("network");
    expect(page.caches.match).not.toHaveBeenCalled();
    const api = await answerTo("/api/v1/sites", { "/api/v1/sites": "kept" });
    expect(api.answer).toBeUndefined();
    expect(api.network).not.toHaveBeenCalled();
  });
});
