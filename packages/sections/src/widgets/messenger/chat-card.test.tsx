import { applyOperation, UI_TEXT } from "@ilha/core";
import { act, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderInSite } from "../../test-support/render-section.tsx";
import { Messenger } from "./messenger.tsx";
import { ALL, card, item, launcher, renderMessenger, siteWith } from "./test-messengers.tsx";

afterEach(() => {
  vi.useRealTimers();
});

describe("chat card", () => {
  it("opens with the header, the greeting and a button to the chat link in a new tab", () => {
    renderMessenger([item("whatsapp", "+351912345678")]);
    expect(card()).toBeNull();
    fireEvent.click(launcher("WhatsApp"));
    const dialog = screen.getByRole("dialog", { name: "Maré Rent" });
    expect(launcher("WhatsApp").getAttribute("aria-expanded")).toBe("true");
    expect(launcher("WhatsApp").getAttribute("aria-controls")).toBe(dialog.id);
    expect(within(dialog).getByText("We usually reply within minutes")).toBeDefined();
    expect(dialog.querySelector("img")?.getAttribute("src")).toBe(
      "/s/bilingual/images/avatar-480.webp",
    );
    expect(dialog.querySelector("p[class*='greeting']")?.textContent).toBe(
      "Hi there! 👋\nNeed help choosing a vehicle?",
    );
    const start = within(dialog).getByRole("link", { name: "Start a chat" });
    expect(start.getAttribute("href")).toBe("https://api.whatsapp.com/send?phone=%2B351912345678");
    expect(start.getAttribute("target")).toBe("_blank");
    expect(start.getAttribute("rel")).toBe("noopener noreferrer");
    expect(document.activeElement).toBe(dialog);
  });

  it.each([
    ["WhatsApp", "https://api.whatsapp.com/send?phone=%2B351912345678"],
    ["Telegram", "https://t.me/mare_rent"],
    ["Viber", "viber://chat?number=%2B351912345678"],
    ["Messenger", "https://m.me/marerent"],
  ])("links the %s card to core's chat link", (name, href) => {
    renderMessenger();
    fireEvent.click(launcher(name));
    expect(screen.getByRole("link", { name: "Start a chat" }).getAttribute("href")).toBe(href);
  });

  it.each([
    ["whatsapp", "WhatsApp", "https://api.whatsapp.com/send?phone=%2B351912345678"],
    ["viber", "Viber", "viber://chat?number=%2B351912345678"],
    ["telegram", "Telegram", "https://t.me/+351912345678"],
  ] as const)(
    "links a %s number typed with spaces and brackets to a chat that opens",
    (name, brand, href) => {
      const edit = {
        op: "setSiteField",
        language: "pt",
        path: ["messengers", "data", 0, "value"],
        value: " +351 (912) 345-678 ",
      };
      const typed = applyOperation(siteWith([item(name, "")]), edit);
      if (!typed.ok) throw new Error(typed.error.code);
      renderInSite(<Messenger />, { site: typed.site });
      fireEvent.click(launcher(brand));
      expect(screen.getByRole("link", { name: "Start a chat" }).getAttribute("href")).toBe(href);
    },
  );

  it("opens the card's own button URL when it has one", () => {
    renderMessenger([item("telegram", "@mare_rent", { buttonUrl: "https://example.com/chat" })]);
    fireEvent.click(launcher("Telegram"));
    expect(screen.getByRole("link", { name: "Start a chat" }).getAttribute("href")).toBe(
      "https://example.com/chat",
    );
  });

  it("fills empty fields with the spec's defaults: the site's name, the greeting, Start Chat and the placeholder avatar", () => {
    const empty = { avatar: "", name: "", subtitle: "", message: "", buttonText: "" };
    renderMessenger([item("facebook", "m.me/marerent", empty)]);
    fireEvent.click(launcher("Messenger"));
    const dialog = screen.getByRole("dialog", { name: "Bilingual" });
    expect(dialog.querySelector("p[class*='greeting']")?.textContent).toBe(UI_TEXT.chat.message);
    expect(within(dialog).getByRole("link", { name: "Start Chat" })).toBeDefined();
    expect(dialog.querySelector("img")?.getAttribute("src")).toBe(
      "/s/bilingual/images/avatar-placeholder.svg",
    );
    expect(dialog.querySelector("p[class*='subtitle']")).toBeNull();
  });

  it("fills an empty greeting and button text in the page's language: Portuguese on a Portuguese page", () => {
    const empty = { message: "", buttonText: "" };
    renderInSite(<Messenger />, {
      site: siteWith([item("facebook", "m.me/marerent", empty)]),
      language: "pt",
    });
    fireEvent.click(screen.getByRole("button", { name: "Conversa por Messenger" }));
    const dialog = screen.getByRole("dialog");
    expect(dialog.querySelector("p[class*='greeting']")?.textContent).toBe(
      "Olá 👋\nComo posso ajudar?",
    );
    expect(within(dialog).getByRole("link", { name: "Iniciar conversa" })).toBeDefined();
  });

  it("shows the visitor's hours and minutes in the greeting", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(2025, 5, 1, 9, 5, 42));
    renderMessenger([item("whatsapp", "+351912345678")]);
    fireEvent.click(launcher("WhatsApp"));
    const time = screen.getByRole("dialog").querySelector("time");
    expect(time?.textContent).toBe("09:05");
    expect(time?.getAttribute("datetime")).toBe("09:05");
  });

  it("toggles with its launcher and switches to another messenger's card", () => {
    renderMessenger();
    fireEvent.click(launcher("WhatsApp"));
    expect(card()).not.toBeNull();
    fireEvent.click(launcher("Telegram"));
    expect(screen.getAllByRole("dialog")).toHaveLength(1);
    expect(launcher("WhatsApp").getAttribute("aria-expanded")).toBe("false");
    expect(launcher("Telegram").getAttribute("aria-expanded")).toBe("true");
    fireEvent.click(launcher("Telegram"));
    expect(card()).toBeNull();
  });

  it("closes with the close icon or Escape, returning focus to the launcher", () => {
    renderMessenger();
    fireEvent.click(launcher("WhatsApp"));
    fireEvent.click(screen.getByRole("button", { name: "Close chat" }));
    expect(card()).toBeNull();
    expect(document.activeElement).toBe(launcher("WhatsApp"));
    fireEvent.click(launcher("Viber"));
    fireEvent.keyDown(document.activeElement ?? document, { key: "Escape" });
    expect(card()).toBeNull();
    expect(document.activeElement).toBe(launcher("Viber"));
  });

  it("closes on a press outside the widget, but not inside it", () => {
    renderMessenger();
    fireEvent.click(launcher("WhatsApp"));
    fireEvent.pointerDown(screen.getByText("We usually reply within minutes"));
    expect(card()).not.toBeNull();
    fireEvent.pointerDown(screen.getByText("Page content"));
    expect(card()).toBeNull();
  });

  it("stays open on a press outside in preview mode", () => {
    renderMessenger(ALL, { isPreview: true });
    fireEvent.click(launcher("WhatsApp"));
    fireEvent.pointerDown(screen.getByText("Page content"));
    expect(card()).not.toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Close chat" }));
    expect(card()).toBeNull();
  });

  it("keeps the chat link inert in edit mode", () => {
    renderMessenger([item("whatsapp", "+351912345678")], { mode: "edit" });
    fireEvent.click(launcher("WhatsApp"));
    const start = screen.getByRole("link", { name: "Start a chat" });
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    act(() => {
      start.dispatchEvent(click);
    });
    expect(click.defaultPrevented).toBe(true);
  });

  it("speaks the page's language", () => {
    renderInSite(<Messenger />, { site: siteWith(ALL), language: "pt" });
    expect(screen.getByRole("complementary", { name: "Conversa" })).toBeDefined();
    fireEvent.click(screen.getByRole("button", { name: "Conversa por WhatsApp" }));
    expect(screen.getByRole("button", { name: "Fechar conversa" })).toBeDefined();
    expect(document.getElementById("ilha-chat-tip-whatsapp")?.textContent).toBe(
      "Fale connosco pelo WhatsApp",
    );
  });
});
