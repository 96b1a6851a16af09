import { LIMITS } from "@ilha/core";
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInSite } from "../../test-support/render-section.tsx";
import { axeViolations, expectHydrationUnchanged } from "../../test-support/section-checks.ts";
import { Messenger } from "./messenger.tsx";
import { ALL, item, launcher, renderMessenger, siteWith } from "./test-messengers.tsx";

describe("messenger launchers", () => {
  it("renders one launcher per active messenger, in its brand colour, in a labelled region", () => {
    const [whatsapp, ...others] = ALL;
    if (whatsapp === undefined) throw new Error("ALL starts with WhatsApp");
    renderMessenger([{ ...whatsapp, isActive: false }, ...others]);
    const region = screen.getByRole("complementary", { name: "Chat" });
    const buttons = within(region).getAllByRole("button");
    expect(buttons.map((button) => button.getAttribute("aria-label"))).toEqual([
      "Telegram chat",
      "Viber chat",
      "Messenger chat",
    ]);
    expect(launcher("Telegram").style.getPropertyValue("--chat-brand")).toBe("#0088cc");
    expect(launcher("Viber").style.getPropertyValue("--chat-brand")).toBe("#7360f2");
    expect(launcher("Messenger").style.getPropertyValue("--chat-brand")).toBe("#ffffff");
    expect(region.style.getPropertyValue("--ilha-widget-size")).toBe(
      `${LIMITS.sizes.launcherPx}px`,
    );
    expect(region.style.getPropertyValue("--ilha-widget-side")).toBe("80px");
    expect(region.style.getPropertyValue("--ilha-widget-side-small")).toBe("3vw");
    expect(region.style.getPropertyValue("--chat-card-width-wide")).toBe("320px");
    expect(region.style.getPropertyValue("--chat-card-width-small")).toBe("min(94vw, 360px)");
  });

  it("gives WhatsApp its brand colour and describes each launcher with a tooltip", () => {
    renderMessenger([item("whatsapp", "+351912345678")]);
    const button = launcher("WhatsApp");
    expect(button.style.getPropertyValue("--chat-brand")).toBe(LIMITS.brandColors.whatsapp);
    const tip = document.getElementById(button.getAttribute("aria-describedby") ?? "");
    expect(tip?.getAttribute("role")).toBe("tooltip");
    expect(tip?.textContent).toBe("Chat with us on WhatsApp");
  });

  it("closes the launcher's tooltip when its card opens, and keeps it closed while the card shows", () => {
    renderMessenger([item("whatsapp", "+351912345678")]);
    const button = launcher("WhatsApp");
    const tip = document.getElementById(button.getAttribute("aria-describedby") ?? "");
    const anchor = button.parentElement as HTMLElement;
    fireEvent.pointerEnter(anchor, { pointerType: "mouse" });
    expect(tip?.hidden).toBe(false);
    fireEvent.click(button);
    expect(screen.getByRole("dialog")).toBeTruthy();
    expect(tip?.hidden).toBe(true);
    fireEvent.pointerLeave(anchor, { pointerType: "mouse" });
    fireEvent.pointerEnter(anchor, { pointerType: "mouse" });
    fireEvent.focus(button);
    expect(tip?.hidden).toBe(true);
    fireEvent.click(button);
    expect(screen.queryByRole("dialog")).toBeNull();
    fireEvent.pointerLeave(anchor, { pointerType: "mouse" });
    fireEvent.pointerEnter(anchor, { pointerType: "mouse" });
    expect(tip?.hidden).toBe(false);
  });

  it("sits on the side of the alignment setting", () => {
    const { container, unmount } = renderMessenger();
    expect(container.querySelector("aside")?.dataset.alignment).toBe("right");
    unmount();
    renderInSite(<Messenger />, { site: siteWith(ALL, "left") });
    expect(screen.getByRole("complementary").dataset.alignment).toBe("left");
  });

  it("renders nothing without an active messenger that leads somewhere", () => {
    const { container } = renderMessenger([
      { ...item("whatsapp", "+351912345678"), isActive: false },
      item("telegram", "  "),
    ]);
    expect(container.querySelector("aside")).toBeNull();
  });
});

describe("messenger accessibility and hydration", () => {
  it("has no axe violations with the card open", async () => {
    const { container } = renderMessenger();
    fireEvent.click(launcher("WhatsApp"));
    expect(await axeViolations(container)).toEqual([]);
  });

  it("hydrates the server markup of the launchers without changes or errors", async () => {
    await expectHydrationUnchanged(<Messenger />, { site: siteWith(ALL) });
  });
});
