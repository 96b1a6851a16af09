import { afterEach, describe, expect, it, vi } from "vitest";
import { endServerSession, sendPendingLogouts } from "./pending-logout.ts";

const sent: { url: string; authorization: string | null }[] = [];

/** The network as `answer` says: a status, or gone. */
function network(answer: () => Response | "gone") {
  vi.stubGlobal("fetch", async (url: string, init: RequestInit = {}) => {
    const reply = answer();
    if (reply === "gone") throw new TypeError("Failed to fetch");
    sent.push({ url, authorization: new Headers(init.headers).get("authorization") });
    return reply;
  });
}

const pending = () => JSON.parse(localStorage.getItem("ilha.pendingLogout") ?? "[]") as unknown;

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  sent.length = 0;
});

describe("a sign-out the server has not heard of", () => {
  it("is kept while the network is gone and sent once it is back, then forgotten", async () => {
    network(() => "gone");
    await endServerSession("token-ana");
    expect(pending()).toEqual(["token-ana"]);
    await sendPendingLogouts();
    expect(pending()).toEqual(["token-ana"]);
    network(() => new Response(null, { status: 204 }));
    await sendPendingLogouts();
    expect(sent).toEqual([{ url: "/api/v1/auth/logout", authorization: "Bearer token-ana" }]);
    expect(localStorage.getItem("ilha.pendingLogout")).toBeNull();
  });

  it("is not kept when the server answers, even that the session had ended", async () => {
    network(() =>
      Response.json({ status: 401, code: "unauthorized", message: "x" }, { status: 401 }),
    );
    await endServerSession("token-ana");
    expect(sent).toHaveLength(1);
    expect(localStorage.getItem("ilha.pendingLogout")).toBeNull();
  });
});
