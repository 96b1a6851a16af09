import { ERRORS } from "@ilha/core";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import axe from "axe-core";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  changes,
  contactMessage,
  listReads,
  renderInbox,
  SITE_EMAIL,
  server,
  TOKEN,
  unreadMessages,
  withInboxNetwork,
} from "./inbox-harness.tsx";
import { receivedWhen } from "./message-text.ts";
import { UNREAD_POLL_MS } from "./use-unread-count.ts";

withInboxNetwork();

/** A test that renders a hundred rows: react-aria re-renders them all at each change, slowly in happy-dom. */
const HUNDRED_ROWS_MS = 20_000;

afterEach(() => {
  vi.useRealTimers();
});

const ana = contactMessage({ number: 1, name: "Ana", isRead: true });
const bruno = contactMessage({
  number: 2,
  name: "Bruno",
  message: "Queria alugar uma scooter para três dias em agosto, com capacete, se for possível.",
});
const carla = contactMessage({ number: 3, name: "Carla", message: "Have you got a car for 4?" });

/** axe-core's violations on the page; contrast needs a layout, which happy-dom lacks. */
async function violations(): Promise<string[]> {
  const results = await axe.run(document.body, { rules: { "color-contrast": { enabled: false } } });
  return results.violations.map((violation) => violation.id);
}

const rows = async () =>
  within(await screen.findByRole("grid", { name: "Messages" })).getAllByRole("row");

async function openMessage(name: string) {
  const row = (await rows()).find((item) => item.textContent?.includes(name));
  if (row === undefined) throw new Error(`a row of ${name}`);
  act(() => row.focus());
  fireEvent.keyDown(row, { key: "Enter" });
  fireEvent.keyUp(row, { key: "Enter" });
  return screen.findByRole("dialog", { name });
}

describe("the inbox panel", () => {
  it("lists the messages newest first with sender, address, date and first words, unread ones said so", async () => {
    server.messages = [ana, bruno, carla];
    renderInbox();
    expect((await rows()).map((row) => row.textContent)).toEqual([
      `Unread: Carla${receivedWhen(carla.createdAt)}carla@example.comHave you got a car for 4?`,
      `Unread: Bruno${receivedWhen(bruno.createdAt)}bruno@example.comQueria alugar uma scooter para três dias em agosto, com capacete, se…`,
      `Ana${receivedWhen(ana.createdAt)}ana@example.comOlá, Ana`,
    ]);
    const list = server.calls.find((call) => call.url.includes("/submissions"));
    expect(list?.url).toBe("/api/v1/sites/site-1/submissions?page=1&limit=100");
    expect(list?.headers.get("authorization")).toBe(`Bearer ${TOKEN}`);
    expect(await violations()).toEqual([]);
  });

  it("gives a sender's name a box of its own that ends in an ellipsis, the whole name on hover", async () => {
    const name = "Maria da Conceição Albuquerque de Vasconcelos e Sá Figueiredo";
    server.messages = [contactMessage({ number: 4, name })];
    renderInbox();
    const [row] = await rows();
    const shown = within(row as HTMLElement).getByTitle(name);
    expect(shown.textContent).toBe(name);
    expect(shown.className).toMatch(/senderName/);
    expect(row?.getAttribute("aria-label") ?? row?.textContent).toContain(name);
  });

  it("says the inbox is empty, with nothing to export", async () => {
    renderInbox();
    expect(
      await screen.findByText(
        "No messages yet. What visitors send through your site's contact form appears here.",
      ),
    ).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Export CSV" })).toBeNull();
  });

  it("opens a message in full and marks it read, which the badge counts at once", async () => {
    server.messages = [ana, bruno, carla];
    const { announce } = renderInbox({ hasBadge: true });
    expect(await screen.findByText("2 unread messages")).toBeTruthy();
    const dialog = await openMessage("Bruno");
    expect(within(dialog).getByText(bruno.message)).toBeTruthy();
    expect(
      within(dialog).getByRole("link", { name: "bruno@example.com" }).getAttribute("href"),
    ).toBe("mailto:bruno@example.com");
    await waitFor(() =>
      expect(changes()).toEqual([`PATCH /api/v1/sites/site-1/submissions/${bruno.id}`]),
    );
    expect(server.calls.at(-1)?.body).toEqual({ isRead: true });
    expect(await screen.findByText("1 unread message")).toBeTruthy();
    expect(await violations()).toEqual([]);
    fireEvent.click(within(dialog).getByRole("button", { name: "Mark as unread" }));
    await waitFor(() => expect(announce).toHaveBeenCalledWith("Marked as unread"));
    expect(server.calls.at(-1)?.body).toEqual({ isRead: false });
    expect(await screen.findByText("2 unread messages")).toBeTruthy();
    expect(within(dialog).getByRole("button", { name: "Mark as read" })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const row = (await rows())[1];
    expect(row?.textContent).toMatch(/^Unread: Bruno/);
    await waitFor(() => expect(document.activeElement).toBe(row));
  });

  it(
    "counts a message read, unread and deleted at once when more are unread than loaded",
    async () => {
      server.messages = unreadMessages(150);
      const { announce } = renderInbox({ hasBadge: true });
      const badge = within(screen.getByRole("banner"));
      expect(await badge.findByText("150 unread messages")).toBeTruthy();
      // A hundred rows make role queries of the whole page slow: the row is found by its text.
      const row = (await screen.findByText("Visitor150")).closest<HTMLElement>('[role="row"]');
      if (row === null) throw new Error("Visitor150's row");
      act(() => row.focus());
      fireEvent.keyDown(row, { key: "Enter" });
      fireEvent.keyUp(row, { key: "Enter" });
      expect(await badge.findByText("149 unread messages")).toBeTruthy();
      const dialog = within(
        document.querySelector<HTMLElement>('[role="dialog"]') ?? document.body,
      );
      fireEvent.click(dialog.getByRole("button", { name: "Mark as unread" }));
      expect(await badge.findByText("150 unread messages")).toBeTruthy();
      // The server's answers are counted as they come: the list is not read again for them.
      expect(listReads()).toHaveLength(1);
      fireEvent.click(dialog.getByRole("button", { name: "Delete" }));
      const ask = await waitFor(() => {
        const found = document.querySelector<HTMLElement>('[role="alertdialog"]');
        if (found === null) throw new Error("the confirmation");
        return within(found);
      });
      fireEvent.click(ask.getByRole("button", { name: "Delete message" }));
      await waitFor(() => expect(announce).toHaveBeenCalledWith("Message deleted"));
      expect(await badge.findByText("149 unread messages")).toBeTruthy();
      // The pages' offsets moved: the list is read again, and agrees.
      await waitFor(() => expect(listReads()).toHaveLength(2));
      expect(badge.getByText("149 unread messages")).toBeTruthy();
    },
    HUNDRED_ROWS_MS,
  );

  it("keeps a message read when a read of the list asked before it was marked answers after", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server.messages = [ana, bruno, carla];
    renderInbox({ hasBadge: true });
    expect(await screen.findByText("2 unread messages")).toBeTruthy();
    server.listDelayMs = 5_000;
    await act(() => vi.advanceTimersByTimeAsync(UNREAD_POLL_MS));
    expect(listReads()).toHaveLength(2);
    await openMessage("Bruno");
    expect(await screen.findByText("1 unread message")).toBeTruthy();
    // The poll's answer, from before Bruno's message was read, arrives and is not used.
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(screen.getByText("1 unread message")).toBeTruthy();
    expect((await rows())[1]?.textContent).toMatch(/^Bruno/);
  });

  it("does not mark a message read again when it is opened read", async () => {
    server.messages = [ana];
    renderInbox();
    const dialog = await openMessage("Ana");
    expect(within(dialog).getByRole("button", { name: "Mark as unread" })).toBeTruthy();
    expect(changes()).toEqual([]);
  });

  it("shows the catalogue's message in the open message when marking it read is refused", async () => {
    server.messages = [carla];
    server.refusal = Response.json(ERRORS.notFound, { status: 404 });
    renderInbox({ hasBadge: true });
    const dialog = await openMessage("Carla");
    expect((await within(dialog).findByRole("alert")).textContent).toBe(ERRORS.notFound.message);
    expect(screen.getByText("1 unread message")).toBeTruthy();
  });

  it("deletes a message only once confirmed", async () => {
    server.messages = [ana, carla];
    const { announce } = renderInbox();
    const dialog = await openMessage("Carla");
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    const ask = await screen.findByRole("alertdialog", { name: "Delete the message from Carla?" });
    expect(await violations()).toEqual([]);
    fireEvent.click(within(ask).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(changes().filter((change) => change.startsWith("DELETE"))).toEqual([]);
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    const again = await screen.findByRole("alertdialog");
    fireEvent.click(within(again).getByRole("button", { name: "Delete message" }));
    await waitFor(() => expect(announce).toHaveBeenCalledWith("Message deleted"));
    expect(changes().at(-1)).toBe(`DELETE /api/v1/sites/site-1/submissions/${carla.id}`);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(async () => expect(await rows()).toHaveLength(1));
    const [left] = await rows();
    expect(left?.textContent).toMatch(/^Ana/);
    // The focus moves on to the message after the deleted one.
    await waitFor(() => expect(document.activeElement).toBe(left));
  });

  it("keeps the confirmation open with the catalogue's message when the server refuses", async () => {
    server.messages = [carla];
    const { announce } = renderInbox();
    const dialog = await openMessage("Carla");
    await waitFor(() => expect(changes()).toHaveLength(1));
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    const ask = await screen.findByRole("alertdialog");
    server.refusal = Response.json(ERRORS.notFound, { status: 404 });
    fireEvent.click(within(ask).getByRole("button", { name: "Delete message" }));
    expect((await within(ask).findByRole("alert")).textContent).toBe(ERRORS.notFound.message);
    expect(announce).not.toHaveBeenCalledWith("Message deleted");
  });

  it("exports the CSV with the owner's token, as a file named as the server names it", async () => {
    server.messages = [carla];
    const objectUrl = vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:inbox-csv");
    const clicks: { href: string; download: string }[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push({ href: this.href, download: this.download });
    });
    try {
      const { announce } = renderInbox();
      fireEvent.click(await screen.findByRole("button", { name: "Export CSV" }));
      await waitFor(() => expect(announce).toHaveBeenCalledWith("Messages exported as CSV"));
      const csv = server.calls.find((call) => call.url.endsWith(".csv"));
      expect(csv?.url).toBe("/api/v1/sites/site-1/submissions.csv");
      expect(csv?.headers.get("authorization")).toBe(`Bearer ${TOKEN}`);
      expect(clicks).toEqual([{ href: "blob:inbox-csv", download: "minimal-messages.csv" }]);
      expect(objectUrl).toHaveBeenCalledOnce();
    } finally {
      objectUrl.mockRestore();
      click.mockRestore();
    }
  });

  it("shows the catalogue's message when the export is refused", async () => {
    server.messages = [carla];
    renderInbox();
    server.refusal = Response.json(ERRORS.ownerOnly, { status: 403 });
    fireEvent.click(await screen.findByRole("button", { name: "Export CSV" }));
    expect((await screen.findByRole("alert")).textContent).toBe(ERRORS.ownerOnly.message);
  });

  it("says no e-mail is sent until the notification address is confirmed, and can mail the link", async () => {
    server.notification = {
      email: SITE_EMAIL,
      isConfirmed: false,
      isMailConfigured: true,
      status: "unconfirmed",
    };
    renderInbox();
    const text = await screen.findByText(
      `No e-mail is sent to ${SITE_EMAIL} until you confirm that address by the link mailed to it. Until then, messages wait here.`,
    );
    const notice = text.parentElement as HTMLElement;
    fireEvent.click(within(notice).getByRole("button", { name: "Send the confirmation link" }));
    expect(await within(notice).findByText(`Confirmation link sent to ${SITE_EMAIL}`)).toBeTruthy();
    expect(changes()).toEqual(["POST /api/v1/sites/site-1/notification-email/confirmation"]);
    expect(await violations()).toEqual([]);
  });

  it("says where messages are mailed once the address is confirmed", async () => {
    renderInbox();
    expect(
      await screen.findByText(`Each new message is also e-mailed to ${SITE_EMAIL}.`),
    ).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Send the confirmation link" })).toBeNull();
  });

  it("shows a collaborator nothing of the inbox and asks the server nothing", async () => {
    server.messages = [carla];
    renderInbox({ isShared: true, hasBadge: true });
    expect(screen.getByText("Only the site's owner can read its messages.")).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole("grid")).toBeNull();
    expect(screen.queryByText(/unread/)).toBeNull();
    expect(server.calls).toEqual([]);
  });
});
