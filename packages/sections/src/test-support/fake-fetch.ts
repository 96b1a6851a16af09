import { vi } from "vitest";

/** One call the page made, held open until the test answers it. */
export type FakeCall = {
  url: string;
  method: string;
  headers: Record<string, string>;
  /** The JSON body, parsed. */
  body: unknown;
  credentials: RequestCredentials | undefined;
  respond: (reply: { status: number; json?: unknown }) => void;
  failNetwork: (message: string) => void;
};

/**
 * Replaces the global `fetch` (the browser's network, not Ilha's code) with one that records each
 * call and answers when the test says so. `restore()` puts the real one back.
 */
export function installFakeFetch(): { calls: FakeCall[]; restore: () => void } {
  const calls: FakeCall[] = [];
  const fake = (input: RequestInfo | URL, init: RequestInit = {}) =>
    new Promise<Response>((resolve, reject) => {
      const headers = Object.fromEntries(new Headers(init.headers).entries());
      calls.push({
        url: String(input),
        method: init.method ?? "GET",
        headers,
        body: typeof init.body === "string" ? JSON.parse(init.body) : init.body,
        credentials: init.credentials,
        respond: ({ status, json }) =>
          resolve(
            new Response(json === undefined ? null : JSON.stringify(json), {
              status,
              headers: json === undefined ? {} : { "content-type": "application/json" },
            }),
          ),
        failNetwork: (message) => reject(new TypeError(message)),
      });
    });
  vi.stubGlobal("fetch", vi.fn(fake));
  return { calls, restore: () => vi.unstubAllGlobals() };
}
