import { ERRORS } from "@ilha/core";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SignIn } from "./sign-in.tsx";

const TOKEN = "f".repeat(32);
const calls: { method: string; url: string; body: unknown }[] = [];
/** The one password the fake server's account of `taken@example.com` signs in with. */
const OWN_PASSWORD = "the owner's own password";

/** The server's signup (one answer for every address) and login routes. */
function answer(url: string, body: { email: string; password: string }): Response {
  if (url === "/api/v1/auth/signup") return Response.json({ next: "login" }, { status: 202 });
  if (url === "/api/v1/auth/login") {
    const isRight = body.email !== "taken@example.com" || body.password === OWN_PASSWORD;
    return isRight
      ? Response.json({ token: TOKEN })
      : Response.json(ERRORS.wrongCredentials, { status: 401 });
  }
  return Response.json(ERRORS.notFound, { status: 404 });
}

beforeEach(() => {
  calls.length = 0;
  vi.stubGlobal("fetch", async (url: string, init: RequestInit = {}) => {
    const body = JSON.parse(String(init.body)) as { email: string; password: string };
    calls.push({ method: init.method ?? "GET", url, body });
    return answer(url, body);
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

async function signUp(email: string, password: string) {
  const onSignedIn = vi.fn<(token: string) => void>();
  render(<SignIn onSignedIn={onSignedIn} />);
  fireEvent.click(screen.getByRole("button", { name: "New to Ilha? Create an account" }));
  fireEvent.change(screen.getByLabelText("E-mail"), { target: { value: ` ${email} ` } });
  fireEvent.change(screen.getByLabelText("Password"), { target: { value: password } });
  fireEvent.click(screen.getByRole("button", { name: "Create account" }));
  return onSignedIn;
}

describe("creating an account", () => {
  it("signs up, then signs in with the same e-mail and password", async () => {
    const onSignedIn = await signUp("new@example.com", "a newcomer's password");
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(TOKEN));
    const credentials = { email: "new@example.com", password: "a newcomer's password" };
    expect(calls).toEqual([
      { method: "POST", url: "/api/v1/auth/signup", body: credentials },
      { method: "POST", url: "/api/v1/auth/login", body: credentials },
    ]);
  });

  it("signs in an address that has an account with its own password", async () => {
    const onSignedIn = await signUp("taken@example.com", OWN_PASSWORD);
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(TOKEN));
  });

  it("answers another password for such an address as sign-in does", async () => {
    const onSignedIn = await signUp("taken@example.com", "a stranger's guess");
    expect((await screen.findByRole("alert")).textContent).toBe(ERRORS.wrongCredentials.message);
    expect(screen.getByRole("heading", { name: "Create your Ilha account" })).toBeTruthy();
    expect(onSignedIn).not.toHaveBeenCalled();
  });
});
