import { ERRORS } from "@ilha/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import axe from "axe-core";
import { StrictMode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { App } from "../app.tsx";
import { inviteIn, inviteLink } from "./invite-link.ts";

const TOKEN = "e".repeat(32);
const INVITE = "aW52aXRlZC10by1lZGl0LXRoZS1yZW50YWwtc2l0ZQ";
const shared = {
  id: "site-9",
  slug: "frota",
  name: "Frota da Ilha",
  version: 4,
  liveVersion: null,
  liveUrl: "http://frota.localhost:3000/",
  liveDraftVersion: null,
  livePublishedAt: null,
  lastPublishedAt: null,
  role: "collaborator",
  updatedAt: "2026-03-01T09:30:00.000Z",
};
const calls: { method: string; url: string; headers: Headers; body: unknown }[] = [];
let acceptAnswer: () => Response;
let isAccepted = false;

/** The answers of the server's auth, sites and invitation routes. */
function answer(method: string, url: string): Response {
  if (method === "POST" && url === "/api/v1/auth/login") return Response.json({ token: TOKEN });
  if (method === "POST" && url === "/api/v1/invites/accept") return acceptAnswer();
  if (method === "GET" && url === "/api/v1/sites") return Response.json(isAccepted ? [shared] : []);
  return new Response(null, { status: 404 });
}

beforeEach(() => {
  calls.length = 0;
  isAccepted = false;
  acceptAnswer = () => {
    isAccepted = true;
    return Response.json({ siteId: shared.id });
  };
  window.history.replaceState(null, "", `/invite#${INVITE}`);
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
  window.history.replaceState(null, "", "/");
});

function renderApp() {
  const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <StrictMode>
      <QueryClientProvider client={queries}>
        <App />
      </QueryClientProvider>
    </StrictMode>,
  );
}

const accepts = () => calls.filter((call) => call.url === "/api/v1/invites/accept");

describe("an invitation's link", () => {
  it("carries the token in the fragment, which the editor reads back", () => {
    const link = inviteLink(INVITE, "http://app.localhost:3000");
    expect(link).toBe(`http://app.localhost:3000/invite#${INVITE}`);
    const { pathname, hash } = new URL(link);
    expect(inviteIn({ pathname, hash })).toEqual({ kind: "token", token: INVITE });
    expect(inviteIn({ pathname: "/", hash: `#${INVITE}` })).toBeUndefined();
    expect(inviteIn({ pathname: "/invite", hash: "" })).toBeUndefined();
    expect(inviteIn({ pathname: "/invite", hash: "#%E0%A4%A" })).toEqual({ kind: "unreadable" });
  });

  it("with a damaged fragment shows the catalogue's message, asks nothing, and leads to the dashboard", async () => {
    localStorage.setItem("ilha.session", TOKEN);
    window.history.replaceState(null, "", "/invite#%E0%A4%A");
    renderApp();
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe(ERRORS.inviteUnreadable.message);
    expect(screen.getByRole("heading", { name: "Invitation to edit a site" })).toBeTruthy();
    expect(accepts()).toEqual([]);
    fireEvent.click(screen.getByRole("link", { name: "Go to your sites" }));
    const main = await screen.findByRole("main");
    await waitFor(() =>
      expect(within(main).getByText("You have no sites yet. Create your first one.")).toBeTruthy(),
    );
    expect(window.location.pathname + window.location.hash).toBe("/");
  });

  it("is accepted once for the signed-in person, whose dashboard then lists the site", async () => {
    localStorage.setItem("ilha.session", TOKEN);
    renderApp();
    expect(await screen.findByRole("heading", { name: "Frota da Ilha" })).toBeTruthy();
    expect(screen.getByText("Shared with you")).toBeTruthy();
    expect(accepts()).toHaveLength(1);
    expect(accepts()[0]?.body).toEqual({ token: INVITE });
    expect(accepts()[0]?.headers.get("authorization")).toBe(`Bearer ${TOKEN}`);
    expect(window.location.pathname + window.location.hash).toBe("/");
  });

  it("asks a signed-out person to sign in first, then accepts it", async () => {
    renderApp();
    expect(
      screen.getByText("Sign in or create an account to accept the invitation to edit a site."),
    ).toBeTruthy();
    expect(accepts()).toEqual([]);
    fireEvent.change(screen.getByLabelText("E-mail"), { target: { value: "rui@example.pt" } });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "a long password" } });
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByRole("heading", { name: "Frota da Ilha" })).toBeTruthy();
    expect(accepts()).toHaveLength(1);
  });

  it("shows the catalogue's message when the owner withdrew it, and leads to the dashboard", async () => {
    localStorage.setItem("ilha.session", TOKEN);
    acceptAnswer = () => Response.json(ERRORS.inviteRevoked, { status: 410 });
    renderApp();
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe(ERRORS.inviteRevoked.message);
    const results = await axe.run(document.body, {
      rules: { "color-contrast": { enabled: false } },
    });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
    fireEvent.click(screen.getByRole("link", { name: "Go to your sites" }));
    const main = await screen.findByRole("main");
    await waitFor(() =>
      expect(within(main).getByText("You have no sites yet. Create your first one.")).toBeTruthy(),
    );
    expect(accepts()).toHaveLength(1);
  });
});
