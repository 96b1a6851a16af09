import { ERRORS } from "@ilha/core";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import axe from "axe-core";
import { describe, expect, it, vi } from "vitest";
import { inOwnersLocale } from "../publish/publishing-api.ts";
import {
  INVITE_TOKEN,
  pending,
  refuseNext,
  renderPanel,
  SITE,
  server,
  TOKEN,
  withSharingNetwork,
} from "./sharing-harness.tsx";
import { SharingPanel } from "./sharing-panel.tsx";
import { SHARING_POLL_MS } from "./use-sharing.ts";

withSharingNetwork();

const ana = { id: "user-ana", email: "ana@example.pt", since: "2026-02-20T10:00:00.000Z" };
const rui = { id: "user-rui", email: "rui@example.pt", since: "2026-02-21T10:00:00.000Z" };
const inviteLink = `${window.location.origin}/invite#${INVITE_TOKEN}`;

const sent = (method: string, url: string) =>
  server.calls.filter((call) => call.method === method && call.url === url);

describe("the sharing panel", () => {
  it("says in one sentence what collaborators may and may not do", () => {
    renderPanel(SharingPanel);
    expect(
      screen.getByText(
        "Collaborators edit and publish this site with you; they cannot delete it, invite others, read its inbox or change where its messages go.",
      ),
    ).toBeTruthy();
  });

  it("creates an invitation and shows its link; Copy writes the link and announces it", async () => {
    const writeText = vi.fn(async (_text: string) => undefined);
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
    const { announce } = renderPanel(SharingPanel);
    fireEvent.click(screen.getByRole("button", { name: "Create invitation link" }));
    const field = await screen.findByRole("textbox", { name: "Invitation link" });
    expect((field as HTMLInputElement).value).toBe(inviteLink);
    expect(document.activeElement).toBe(field);
    expect(announce).toHaveBeenCalledWith("Invitation link created");
    const [create] = sent("POST", `${SITE}/invites`);
    expect(create?.headers.get("authorization")).toBe(`Bearer ${TOKEN}`);
    expect(create?.headers.get("x-shared-editing")).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Copy link" }));
    await waitFor(() => expect(announce).toHaveBeenLastCalledWith("Link copied"));
    expect(writeText).toHaveBeenCalledExactlyOnceWith(inviteLink);
    // The new invitation joins the pending ones.
    const invites = screen.getByRole("region", { name: "Pending invitations" });
    expect(await within(invites).findAllByRole("listitem")).toHaveLength(1);
  });

  it("asks to copy by hand when the clipboard refuses", async () => {
    const writeText = vi.fn(async () => Promise.reject(new Error("denied")));
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
    const { announce } = renderPanel(SharingPanel);
    fireEvent.click(screen.getByRole("button", { name: "Create invitation link" }));
    fireEvent.click(await screen.findByRole("button", { name: "Copy link" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "The link could not be copied. Select it and copy it yourself.",
    );
    expect(announce).not.toHaveBeenCalledWith("Link copied");
  });

  it("lists the collaborators and the pending invitations, with their dates", async () => {
    server.collaborators = [ana, rui];
    server.invites = [pending("inv-1", 3)];
    renderPanel(SharingPanel);
    const people = screen.getByRole("region", { name: "Collaborators" });
    const rows = await within(people).findAllByRole("listitem");
    expect(rows.map((row) => row.textContent)).toEqual([
      `ana@example.pt${`Since ${inOwnersLocale(ana.since)}`}Remove`,
      `rui@example.pt${`Since ${inOwnersLocale(rui.since)}`}Remove`,
    ]);
    const invites = screen.getByRole("region", { name: "Pending invitations" });
    const created = inOwnersLocale("2026-03-03T09:30:00.000Z");
    expect(await within(invites).findByText(`Created ${created}`)).toBeTruthy();
    expect(
      within(invites).getByText(`Link works until ${inOwnersLocale("2026-03-10T09:30:00.000Z")}`),
    ).toBeTruthy();
    expect(
      within(invites).getByRole("button", { name: `Revoke the invitation created ${created}` }),
    ).toBeTruthy();
  });

  it("says when nobody shares the site and no invitation waits", async () => {
    renderPanel(SharingPanel);
    expect(await screen.findByText("Nobody edits this site with you yet.")).toBeTruthy();
    expect(await screen.findByText("No invitation is waiting to be accepted.")).toBeTruthy();
  });

  it("removes a collaborator only once the owner confirms, then lists the others", async () => {
    server.collaborators = [ana, rui];
    const { announce } = renderPanel(SharingPanel);
    fireEvent.click(await screen.findByRole("button", { name: "Remove ana@example.pt" }));
    let dialog = screen.getByRole("alertdialog", { name: "Remove ana@example.pt?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(sent("DELETE", `${SITE}/collaborators/user-ana`)).toEqual([]);

    fireEvent.click(screen.getByRole("button", { name: "Remove ana@example.pt" }));
    dialog = screen.getByRole("alertdialog", { name: "Remove ana@example.pt?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Remove collaborator" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(sent("DELETE", `${SITE}/collaborators/user-ana`)).toHaveLength(1);
    await waitFor(() =>
      expect(screen.queryByRole("button", { name: "Remove ana@example.pt" })).toBeNull(),
    );
    expect(screen.getByRole("button", { name: "Remove rui@example.pt" })).toBeTruthy();
    expect(announce).toHaveBeenCalledWith("ana@example.pt removed");
  });

  it("revokes an invitation once confirmed, and takes its link off the panel", async () => {
    const { announce } = renderPanel(SharingPanel);
    fireEvent.click(screen.getByRole("button", { name: "Create invitation link" }));
    await screen.findByRole("textbox", { name: "Invitation link" });
    const invites = screen.getByRole("region", { name: "Pending invitations" });
    const [invite] = server.invites;
    fireEvent.click(await within(invites).findByRole("button", { name: /^Revoke the invitation/ }));
    const dialog = screen.getByRole("alertdialog", { name: "Revoke this invitation?" });
    expect(
      within(dialog).getByText("Its link stops working at once. Nobody can accept it any more."),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Revoke invitation" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(sent("DELETE", `${SITE}/invites/${invite?.id}`)).toHaveLength(1);
    expect(await screen.findByText("No invitation is waiting to be accepted.")).toBeTruthy();
    expect(screen.queryByRole("textbox", { name: "Invitation link" })).toBeNull();
    expect(announce).toHaveBeenCalledWith("Invitation revoked");
  });

  it("shows the catalogue's message in the dialog when a removal is refused", async () => {
    server.collaborators = [ana];
    renderPanel(SharingPanel);
    fireEvent.click(await screen.findByRole("button", { name: "Remove ana@example.pt" }));
    refuseNext("DELETE", `${SITE}/collaborators/user-ana`, ERRORS.notFound);
    const dialog = screen.getByRole("alertdialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "Remove collaborator" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe(ERRORS.notFound.message);
  });

  it("shows the server's message when the lists cannot be read", async () => {
    refuseNext("GET", `${SITE}/collaborators`, ERRORS.ownerOnly);
    refuseNext("GET", `${SITE}/invites`, ERRORS.ownerOnly);
    renderPanel(SharingPanel);
    await waitFor(() => expect(screen.getAllByRole("alert")).toHaveLength(2));
    for (const alert of screen.getAllByRole("alert")) {
      expect(alert.textContent).toBe(ERRORS.ownerOnly.message);
    }
  });

  it("has no axe violations with a link, collaborators and invitations shown", async () => {
    server.collaborators = [ana];
    server.invites = [pending("inv-1", 3)];
    const { container } = renderPanel(SharingPanel);
    fireEvent.click(screen.getByRole("button", { name: "Create invitation link" }));
    await screen.findByRole("textbox", { name: "Invitation link" });
    await screen.findByRole("button", { name: "Remove ana@example.pt" });
    // Colour contrast needs layout, which happy-dom lacks.
    const results = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it("shows an invitation accepted elsewhere while it is open: the person joins, the invitation goes", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      server.invites = [pending("00000000-0000-4000-8000-000000000009", 3)];
      server.collaborators = [];
      renderPanel(SharingPanel);
      await screen.findByText(/Created/);
      expect(screen.queryByText(ana.email)).toBeNull();
      // Ana accepts in her own browser.
      server.invites = [];
      server.collaborators = [ana];
      await vi.advanceTimersByTimeAsync(SHARING_POLL_MS);
      await waitFor(() => expect(screen.getByText(ana.email)).toBeTruthy());
      expect(screen.queryByText(/Created/)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
