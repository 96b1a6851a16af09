import { act, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { contactMessage, renderInbox, server, withInboxNetwork } from "./inbox-harness.tsx";

withInboxNetwork();

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

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
    expect(name.parentElement?.textContent).toBe("33 unread messages");
    expect(name.previousElementSibling?.getAttribute("aria-hidden")).toBe("true");
    // The panel and the badge read one list.
    expect(server.calls.filter((call) => call.url.includes("/submissions"))).toHaveLength(1);
  });

  it("shows nothing when every message is read", async () => {
    server.messages = [contactMessage({ number: 1, name: "Ana", isRead: true })];
    renderInbox({ hasBadge: true });
    await screen.findByRole("grid");
    expect(screen.queryByText(/unread message/)).toBeNull();
  });

  it("shows nothing for a collaborator, and asks the server nothing", async () => {
    server.messages = [contactMessage({ number: 1, name: "Ana" })];
    renderInbox({ isShared: true, hasBadge: true });
    await settle();
    expect(screen.queryByText(/unread message/)).toBeNull();
    expect(server.calls).toEqual([]);
  });
});
