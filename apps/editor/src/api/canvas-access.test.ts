import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  canvasAccessReady,
  isCanvasAccessReady,
  startCanvasAccess,
  stopCanvasAccess,
} from "./canvas-access.ts";

const LIFETIME_SECONDS = 15 * 60;
const calls: { url: string; method: string; authorization: string | null }[] = [];
let answer: () => Promise<Response> = async () =>
  Response.json({ expiresAt: "", lifetimeSeconds: LIFETIME_SECONDS });

beforeEach(() => {
  vi.useFakeTimers();
  calls.length = 0;
  answer = async () => Response.json({ expiresAt: "", lifetimeSeconds: LIFETIME_SECONDS });
  vi.stubGlobal("fetch", async (url: string, init: RequestInit = {}) => {
    calls.push({
      url,
      method: init.method ?? "GET",
      authorization: new Headers(init.headers).get("authorization"),
    });
    return answer();
  });
});

afterEach(() => {
  stopCanvasAccess();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("the canvas's access to a draft's files", () => {
  it("asks for a canvas token with the session's bearer, and for the next before it expires", async () => {
    startCanvasAccess("session-ana");
    await canvasAccessReady();
    expect(isCanvasAccessReady()).toBe(true);
    expect(calls).toEqual([
      { url: "/api/v1/auth/canvas-token", method: "POST", authorization: "Bearer session-ana" },
    ]);
    await vi.advanceTimersByTimeAsync((LIFETIME_SECONDS * 1000 * 2) / 3 - 1000);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(2000);
    expect(calls).toHaveLength(2);
    // Each renewal is well inside the lifetime of the token before it.
    await vi.advanceTimersByTimeAsync(LIFETIME_SECONDS * 1000);
    expect(calls).toHaveLength(3);
  });

  it("asks once for a session it already keeps renewed", async () => {
    startCanvasAccess("session-ana");
    startCanvasAccess("session-ana");
    await canvasAccessReady();
    expect(calls).toHaveLength(1);
    startCanvasAccess("session-rui");
    await canvasAccessReady();
    expect(calls.map((call) => call.authorization)).toEqual([
      "Bearer session-ana",
      "Bearer session-rui",
    ]);
  });

  it("stops asking once the session is over", async () => {
    startCanvasAccess("session-ana");
    await canvasAccessReady();
    stopCanvasAccess();
    await vi.advanceTimersByTimeAsync(LIFETIME_SECONDS * 1000 * 2);
    expect(calls).toHaveLength(1);
  });

  it("leaves an ended session (401) to the app, without asking again", async () => {
    answer = async () => Response.json({ code: "unauthorized" }, { status: 401 });
    startCanvasAccess("session-ended");
    await canvasAccessReady();
    await vi.advanceTimersByTimeAsync(LIFETIME_SECONDS * 1000 * 2);
    expect(calls).toHaveLength(1);
  });

  it("lets the canvas open offline, and asks again when the network may be back", async () => {
    answer = async () => {
      throw new TypeError("Failed to fetch");
    };
    startCanvasAccess("session-ana");
    await canvasAccessReady();
    expect(isCanvasAccessReady()).toBe(true);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(calls).toHaveLength(2);
  });

  it("asks at once when a page is shown again after its renewal fell due", async () => {
    startCanvasAccess("session-ana");
    await canvasAccessReady();
    // A sleeping computer: the clock moves on while the timer has not run.
    vi.setSystemTime(Date.now() + LIFETIME_SECONDS * 1000);
    document.dispatchEvent(new Event("visibilitychange"));
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(2);
  });
});
