import { act, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  contactMessage,
  listReads,
  renderInbox,
  server,
  unreadMessages,
  withInboxNetwork,
} from "./inbox-harness.tsx";
import { UNREAD_POLL_MS } from "./use-unread-count.ts";

withInboxNetwork();

/** A test that renders a hundred rows: react-aria re-renders them all at each change, slowly in happy-dom. */
const HUNDRED_ROWS_MS = 20_000;

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** The page's visibility, as a browser tells it when its tab is hidden or shown again. */
function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, "visibilityState", { configurable: true, get: () => state });
  document.dispatchEvent(new Event("visibilitychange", { bubbles: true }));
}

afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(document, "visibilityState");
});

describe("the inbox badge", () => {
  it("counts the unread messages, named for screen readers", async () => {
    server.messages = [
      contactMessage({ number: 1, name: "Ana", isRead: true }),
      contactMessage({ number: 2, name: "Bruno" }),
      contactMessage({ number: 3, name: "Carla" }),
      contactMessage({ number: 4, name: "Dora" }),
    ];
    renderInbox({ hasBadge: true });
    const name = await screen.findByText("3 unread messages");
    expect(name.parentElement?.textContent).toBe("3 3 unread messages");
    expect(name.previousElementSibling?.getAttribute("aria-hidden")).toBe("true");
    const banner = within(screen.getByRole("banner"));
    expect(banner.getByRole("button", { name: "Inbox 3 unread messages" })).toBeTruthy();
    // The panel and the badge read one list.
    expect(listReads()).toHaveLength(1);
  });

  it(
    "counts every unread message of the site, not only the page of them loaded",
    async () => {
      server.messages = unreadMessages(150);
      renderInbox({ hasBadge: true });
      const banner = within(screen.getByRole("banner"));
      const name = await banner.findByText("150 unread messages");
      expect(name.previousElementSibling?.textContent).toBe("150");
      expect(banner.getByRole("button", { name: "Inbox 150 unread messages" })).toBeTruthy();
      expect(within(await screen.findByRole("grid")).getAllByRole("row")).toHaveLength(100);
      expect(listReads().map((call) => call.url)).toEqual([
        "/api/v1/sites/site-1/submissions?page=1&limit=100",
      ]);
    },
    HUNDRED_ROWS_MS,
  );

  it("asks again every minute, and the open panel lists the messages that came in", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server.messages = [
      contactMessage({ number: 1, name: "Ana", isRead: true }),
      contactMessage({ number: 2, name: "Bruno" }),
    ];
    renderInbox({ hasBadge: true });
    expect(await screen.findByText("1 unread message")).toBeTruthy();
    server.messages.push(
      contactMessage({ number: 3, name: "Carla" }),
      contactMessage({ number: 4, name: "Dora" }),
    );
    await wait(UNREAD_POLL_MS - 1_000);
    expect(listReads()).toHaveLength(1);
    expect(screen.getByText("1 unread message")).toBeTruthy();
    await wait(1_000);
    expect(await screen.findByText("3 unread messages")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Inbox 3 unread messages" })).toBeTruthy();
    expect(listReads()).toHaveLength(2);
    const rows = within(screen.getByRole("grid")).getAllByRole("row");
    expect(rows.map((row) => row.textContent?.match(/^(Unread: )?([A-Z][a-z]+)/)?.[2])).toEqual([
      "Dora",
      "Carla",
      "Bruno",
      "Ana",
    ]);
  });

  it("polls with the panel closed, but not while the page is hidden, and asks again when it is shown", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server.messages = unreadMessages(2);
    renderInbox({ hasBadge: true, hasPanel: false });
    expect(await screen.findByText("2 unread messages")).toBeTruthy();
    server.messages = unreadMessages(5);
    await wait(UNREAD_POLL_MS);
    expect(await screen.findByText("5 unread messages")).toBeTruthy();
    expect(listReads()).toHaveLength(2);

    setVisibility("hidden");
    server.messages = unreadMessages(7);
    await wait(UNREAD_POLL_MS * 3);
    expect(listReads()).toHaveLength(2);
    setVisibility("visible");
    expect(await screen.findByText("7 unread messages")).toBeTruthy();
    expect(listReads()).toHaveLength(3);
  });

  it("shows nothing when every message is read", async () => {
    server.messages = [contactMessage({ number: 1, name: "Ana", isRead: true })];
    renderInbox({ hasBadge: true });
    await screen.findByRole("grid");
    expect(screen.queryByText(/unread message/)).toBeNull();
  });

  it("shows nothing for a collaborator, and asks the server nothing, even a minute later", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server.messages = [contactMessage({ number: 1, name: "Ana" })];
    renderInbox({ isShared: true, hasBadge: true });
    await settle();
    await wait(UNREAD_POLL_MS * 2);
    expect(screen.queryByText(/unread message/)).toBeNull();
    expect(server.calls).toEqual([]);
  });
});
