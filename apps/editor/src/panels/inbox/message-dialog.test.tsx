import { act, fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { contactMessage, renderInbox, server, withInboxNetwork } from "./inbox-harness.tsx";

withInboxNetwork();

/** A `mailto:` link made of this address as it is would add a Bcc, a subject and a body. */
const HOSTILE = '"maria@cliente.pt?bcc=x@evil.test&subject=Urgente&body=Pague já"@x.io';

async function openMessage(name: string) {
  const grid = await screen.findByRole("grid", { name: "Messages" });
  const row = within(grid)
    .getAllByRole("row")
    .find((item) => item.textContent?.includes(name));
  if (row === undefined) throw new Error(`a row of ${name}`);
  act(() => row.focus());
  fireEvent.keyDown(row, { key: "Enter" });
  fireEvent.keyUp(row, { key: "Enter" });
  return screen.findByRole("dialog", { name });
}

describe("the open message's mail link", () => {
  it("opens a draft to exactly the sender's address, with no header, subject or body of theirs", async () => {
    server.messages = [{ ...contactMessage({ number: 1, name: "Maria" }), email: HOSTILE }];
    renderInbox();
    const dialog = await openMessage("Maria");
    const href = within(dialog).getByRole("link", { name: HOSTILE }).getAttribute("href") ?? "";
    const link = new URL(href);
    expect(link.protocol).toBe("mailto:");
    expect(link.search).toBe("");
    expect(link.hash).toBe("");
    expect(href).not.toMatch(/[?&#"]/);
    expect(decodeURIComponent(link.pathname)).toBe(HOSTILE);
  });

  it("links a plain address as it is", async () => {
    server.messages = [contactMessage({ number: 1, name: "Ana" })];
    renderInbox();
    const dialog = await openMessage("Ana");
    expect(within(dialog).getByRole("link", { name: "ana@example.com" }).getAttribute("href")).toBe(
      "mailto:ana@example.com",
    );
  });
});
