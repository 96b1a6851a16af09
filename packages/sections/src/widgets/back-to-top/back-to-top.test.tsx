import { LIMITS, type Site } from "@ilha/core";
import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fixtureSite, renderInSite } from "../../test-support/render-section.tsx";
import { axeViolations, expectHydrationUnchanged } from "../../test-support/section-checks.ts";
import { BackToTop } from "./back-to-top.tsx";

const OFFSET = LIMITS.timing.backToTopOffsetPx;

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, "scrollY", { configurable: true, value: y });
    window.dispatchEvent(new Event("scroll"));
  });
}

const corner = () => screen.getByRole("button", { hidden: true }).closest("[data-shown]");

afterEach(() => {
  scrollTo(0);
  vi.restoreAllMocks();
});

describe("back-to-top", () => {
  it(`is hidden until the page is scrolled beyond ${OFFSET} px`, () => {
    renderInSite(<BackToTop />);
    expect(corner()?.getAttribute("data-shown")).toBe("false");
    scrollTo(OFFSET);
    expect(corner()?.getAttribute("data-shown")).toBe("false");
    scrollTo(OFFSET + 1);
    expect(corner()?.getAttribute("data-shown")).toBe("true");
    scrollTo(10);
    expect(corner()?.getAttribute("data-shown")).toBe("false");
  });

  it("scrolls smoothly to the top when pressed", () => {
    const scroll = vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    renderInSite(<BackToTop />);
    scrollTo(OFFSET + 500);
    fireEvent.click(screen.getByRole("button", { name: "Back to top" }), { detail: 1 });
    expect(scroll).toHaveBeenCalledWith({ top: 0, behavior: "smooth" });
  });

  it("is described by a tooltip with its name", () => {
    renderInSite(<BackToTop />, { language: "pt" });
    scrollTo(OFFSET + 1);
    const button = screen.getByRole("button", { name: "Voltar ao topo" });
    const tip = document.getElementById(button.getAttribute("aria-describedby") ?? "");
    expect(tip?.getAttribute("role")).toBe("tooltip");
    expect(tip?.textContent).toBe("Voltar ao topo");
  });

  it("stacks above the messenger launchers on the right, in their column", () => {
    const site = fixtureSite();
    const en = site.content.en;
    if (en === undefined) throw new Error("the fixture has English content");
    const whatsapp = {
      name: "whatsapp" as const,
      isActive: true,
      value: "+351912345678",
      data: {
        avatar: "",
        optimizedAvatar: "",
        name: "Maré Rent",
        subtitle: "",
        message: "Hi",
        buttonText: "Chat",
        buttonUrl: "",
      },
    };
    const withChat = (alignment: "left" | "right"): Site => ({
      ...site,
      content: {
        ...site.content,
        en: { ...en, messengers: { settings: { alignment }, data: [whatsapp] } },
      },
    });
    const right = renderInSite(<BackToTop />, { site: withChat("right") });
    const style = (corner() as HTMLElement).style;
    expect(style.getPropertyValue("--launchers-below")).toBe("1");
    expect(style.getPropertyValue("--ilha-widget-side")).toBe(`${LIMITS.sizes.chatSideOffsetPx}px`);
    right.unmount();
    renderInSite(<BackToTop />, { site: withChat("left") });
    expect((corner() as HTMLElement).style.getPropertyValue("--launchers-below")).toBe("0");
  });

  it("has no axe violations once shown", async () => {
    const { container } = renderInSite(<BackToTop />);
    scrollTo(OFFSET + 1);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("hydrates the server markup without changes or errors", async () => {
    await expectHydrationUnchanged(<BackToTop />);
  });
});
