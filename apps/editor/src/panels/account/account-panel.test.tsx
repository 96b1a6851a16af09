import { ERRORS } from "@ilha/core";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import axe from "axe-core";
import { describe, expect, it, vi } from "vitest";
import { onSessionEnd } from "../../api/session.ts";
import { AccountPanel } from "./account-panel.tsx";
import {
  account,
  refuseNext,
  renderPanel,
  SITE,
  server,
  TOKEN,
  withAccountNetwork,
} from "./account-harness.ts";

withAccountNetwork();

const sent = (method: string, url: string) =>
  server.calls.filter((call) => call.method === method && call.url === url);

function fillPasswords(current: string, next: string) {
  fireEvent.change(screen.getByLabelText("Current password"), { target: { value: current } });
  fireEvent.change(screen.getByLabelText("New password"), { target: { value: next } });
  fireEvent.click(screen.getByRole("button", { name: "Change password" }));
}

describe("the account panel", () => {
  it("changes the password with the current and the new one, then says so", async () => {
    const { announce } = renderPanel(AccountPanel);
    fillPasswords("old horse battery", "correct horse battery staple");
    const message = "Password changed. Your other devices were signed out.";
    await waitFor(() => expect(announce).toHaveBeenCalledWith(message));
    const [change] = sent("POST", "/api/v1/auth/password");
    expect(change?.body).toEqual({
      currentPassword: "old horse battery",
      newPassword: "correct horse battery staple",
    });
    expect(change?.headers.get("authorization")).toBe(`Bearer ${TOKEN}`);
    expect(screen.getByText(message)).toBeTruthy();
    expect((screen.getByLabelText("Current password") as HTMLInputElement).value).toBe("");
  });

  it("shows a wrong current password's message under its field", async () => {
    renderPanel(AccountPanel);
    refuseNext("POST", "/api/v1/auth/password", ERRORS.wrongCurrentPassword);
    fillPasswords("not it at all", "correct horse battery staple");
    const field = screen.getByLabelText("Current password");
    await waitFor(() => expect(field.getAttribute("aria-invalid")).toBe("true"));
    const described = field.getAttribute("aria-describedby") ?? "";
    const texts = described.split(" ").map((id) => document.getElementById(id)?.textContent);
    expect(texts).toContain(ERRORS.wrongCurrentPassword.message);
  });

  it("shows the catalogue's message for a new password the server refuses", async () => {
    renderPanel(AccountPanel);
    refuseNext("POST", "/api/v1/auth/password", ERRORS.commonPassword);
    fillPasswords("old horse battery", "password123");
    expect(await screen.findByText(ERRORS.commonPassword.message)).toBeTruthy();
    // Editing the field takes its refusal away, and the form can be sent again.
    refuseNext("POST", "/api/v1/auth/password", ERRORS.tooManyAttempts);
    fillPasswords("old horse battery", "correct horse battery staple");
    expect((await screen.findByRole("alert")).textContent).toBe(ERRORS.tooManyAttempts.message);
  });

  it("signs out everywhere once confirmed, and the editor goes to sign-in", async () => {
    const ended = vi.fn();
    const stop = onSessionEnd(ended);
    renderPanel(AccountPanel);
    fireEvent.click(screen.getByRole("button", { name: "Sign out everywhere" }));
    const dialog = screen.getByRole("alertdialog", { name: "Sign out everywhere?" });
    expect(sent("POST", "/api/v1/auth/logout-everywhere")).toEqual([]);
    fireEvent.click(within(dialog).getByRole("button", { name: "Sign out everywhere" }));
    await waitFor(() => expect(ended).toHaveBeenCalledOnce());
    expect(sent("POST", "/api/v1/auth/logout-everywhere")).toHaveLength(1);
    expect(localStorage.getItem("ilha.session")).toBeNull();
    stop();
  });

  it("shows the owner the site's address, unconfirmed, and sends the confirmation again", async () => {
    const { announce } = renderPanel(AccountPanel, { email: "frota@example.pt" });
    expect(await screen.findByText("Sent to frota@example.pt")).toBeTruthy();
    expect(
      screen.getByText(
        "Not confirmed yet: messages wait in the inbox until you follow the link in the confirmation e-mail.",
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Send the confirmation e-mail again" }));
    await waitFor(() =>
      expect(announce).toHaveBeenCalledWith("Confirmation e-mail sent to frota@example.pt"),
    );
    expect(sent("POST", `${SITE}/notification-email/confirmation`)).toHaveLength(1);
  });

  it("shows a confirmed address without the resend button", async () => {
    account.notification = { ...account.notification, isConfirmed: true, status: "confirmed" };
    renderPanel(AccountPanel);
    expect(
      await screen.findByText("Confirmed: each message is also sent to this address by e-mail."),
    ).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Send the confirmation e-mail again" })).toBeNull();
  });

  it("says why messages are not mailed when the site names no address", async () => {
    account.notification = {
      email: "",
      isConfirmed: false,
      isMailConfigured: true,
      status: "no_address",
    };
    renderPanel(AccountPanel);
    expect(
      await screen.findByText(
        "This site names no address for its messages. Set one in the site's settings; until then messages wait in the inbox.",
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/^Sent to/)).toBeNull();
    expect(screen.queryByRole("button", { name: "Send the confirmation e-mail again" })).toBeNull();
  });

  it("shows the catalogue's message when too many confirmations were asked for", async () => {
    renderPanel(AccountPanel);
    refuseNext("POST", `${SITE}/notification-email/confirmation`, ERRORS.tooManyConfirmationMails);
    fireEvent.click(
      await screen.findByRole("button", { name: "Send the confirmation e-mail again" }),
    );
    expect((await screen.findByRole("alert")).textContent).toBe(
      ERRORS.tooManyConfirmationMails.message,
    );
  });

  it("shows a collaborator only the password and sign-out parts", async () => {
    renderPanel(AccountPanel, { isShared: true });
    expect(screen.getByRole("region", { name: "Change your password" })).toBeTruthy();
    expect(screen.getByRole("region", { name: "Sign out everywhere" })).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Messages from this site" })).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.calls.filter((call) => call.url.includes("notification-email"))).toEqual([]);
  });

  it("has no axe violations", async () => {
    const { container } = renderPanel(AccountPanel);
    await screen.findByText("Sent to frota@example.pt");
    // Colour contrast needs layout, which happy-dom lacks.
    const results = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});
