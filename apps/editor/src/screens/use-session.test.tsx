import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import { createStore, keys, set } from "idb-keyval";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { endSession } from "../api/session.ts";
import { readStoredEdits } from "../document/outbox.ts";
import { useSession } from "./use-session.ts";

const idb = createStore("ilha-editor", "edits");
const calls: { method: string; url: string; authorization: string | null }[] = [];
let isNetworkGone = false;
let meAnswer: () => Response = () => Response.json({ id: "user-ana", email: "ana@ilha.local" });

beforeEach(async () => {
  isNetworkGone = false;
  calls.length = 0;
  meAnswer = () => Response.json({ id: "user-ana", email: "ana@ilha.local" });
  vi.stubGlobal("fetch", async (url: string, init: RequestInit = {}) => {
    if (isNetworkGone) throw new TypeError("Failed to fetch");
    const method = init.method ?? "GET";
    calls.push({ method, url, authorization: new Headers(init.headers).get("authorization") });
    if (url === "/api/v1/auth/me") return meAnswer();
    return new Response(null, { status: 204 });
  });
  localStorage.setItem("ilha.session", "token-ana");
  localStorage.setItem("ilha.user", "user-ana");
  localStorage.setItem("ilha.sites", "[]");
  await set("site:s:tab:t", { owner: "user-ana", version: 1, pending: [] }, idb);
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function renderSession() {
  const queries = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queries}>{children}</QueryClientProvider>
  );
  return renderHook(() => useSession(), { wrapper });
}

const editorKeys = () => Object.keys(localStorage).filter((key) => key.startsWith("ilha."));

describe("the session and what the editor keeps for its person", () => {
  it("forgets everything kept when the session ends elsewhere (a 401, signing out everywhere)", async () => {
    const { result } = renderSession();
    expect(result.current.isUserKnown).toBe(true);
    act(() => endSession());
    expect(result.current.token).toBeUndefined();
    await waitFor(async () => expect(await keys(idb)).toEqual([]));
    expect(editorKeys()).toEqual([]);
  });

  it("forgets everything kept when the server says the session kept here is over", async () => {
    localStorage.removeItem("ilha.user");
    meAnswer = () =>
      Response.json({ status: 401, code: "unauthorized", message: "x" }, { status: 401 });
    const { result } = renderSession();
    expect(result.current.isUserKnown).toBe(false);
    await waitFor(() => expect(result.current.token).toBeUndefined());
    await waitFor(async () => expect(await keys(idb)).toEqual([]));
    expect(editorKeys()).toEqual([]);
  });

  it("asks whose the session is when it is not known, and keeps edits for them", async () => {
    localStorage.removeItem("ilha.user");
    const { result } = renderSession();
    await waitFor(() => expect(result.current.isUserKnown).toBe(true));
    expect(localStorage.getItem("ilha.user")).toBe("user-ana");
  });

  it("signs out offline: everything kept goes at once, and the server is told when the network is back", async () => {
    const { result } = renderSession();
    isNetworkGone = true;
    await act(() => result.current.signOut());
    expect(result.current.token).toBeUndefined();
    expect(await keys(idb)).toEqual([]);
    expect(await readStoredEdits("s")).toBeUndefined();
    expect(editorKeys()).toEqual(["ilha.pendingLogout"]);
    isNetworkGone = false;
    act(() => {
      window.dispatchEvent(new Event("online"));
    });
    await waitFor(() => expect(editorKeys()).toEqual([]));
    expect(calls).toContainEqual({
      method: "POST",
      url: "/api/v1/auth/logout",
      authorization: "Bearer token-ana",
    });
  });
});
