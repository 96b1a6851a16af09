import { LIMITS } from "@ilha/core";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../test-support/section-checks.ts";
import { Tooltip } from "./tooltip.tsx";

function renderTooltip() {
  const result = render(
    <main>
      <Tooltip id="tip" text="Back to top" placement="left">
        {(trigger) => (
          <button type="button" aria-label="Up" {...trigger}>
            ↑
          </button>
        )}
      </Tooltip>
      <p>Elsewhere</p>
    </main>,
  );
  const button = screen.getByRole("button", { name: "Up" });
  const tip = () => result.container.querySelector<HTMLElement>("[role='tooltip']");
  return { button, tip, isShown: () => tip()?.hidden === false };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("tooltip", () => {
  it("describes its trigger and stays hidden until asked", () => {
    const { button, tip, isShown } = renderTooltip();
    expect(button.getAttribute("aria-describedby")).toBe("tip");
    expect(tip()?.id).toBe("tip");
    expect(tip()?.textContent).toBe("Back to top");
    expect(isShown()).toBe(false);
  });

  it("opens on hover and closes when the pointer leaves", () => {
    const { button, isShown } = renderTooltip();
    const anchor = button.parentElement as HTMLElement;
    fireEvent.pointerEnter(anchor, { pointerType: "mouse" });
    expect(isShown()).toBe(true);
    fireEvent.pointerLeave(anchor, { pointerType: "mouse" });
    expect(isShown()).toBe(false);
  });

  it("opens on focus and closes on blur", () => {
    const { button, isShown } = renderTooltip();
    fireEvent.focus(button);
    expect(isShown()).toBe(true);
    fireEvent.blur(button);
    expect(isShown()).toBe(false);
  });

  it("stays open after a click until a press outside", () => {
    const { button, isShown } = renderTooltip();
    const anchor = button.parentElement as HTMLElement;
    fireEvent.pointerEnter(anchor, { pointerType: "mouse" });
    fireEvent.pointerDown(button, { pointerType: "mouse" });
    fireEvent.click(button);
    fireEvent.pointerLeave(anchor, { pointerType: "mouse" });
    expect(isShown()).toBe(true);
    fireEvent.pointerDown(button, { pointerType: "mouse" });
    expect(isShown()).toBe(true);
    fireEvent.pointerDown(screen.getByText("Elsewhere"), { pointerType: "mouse" });
    expect(isShown()).toBe(false);
  });

  it("closes on scroll and on Escape", () => {
    const { button, isShown } = renderTooltip();
    fireEvent.click(button);
    expect(isShown()).toBe(true);
    fireEvent.scroll(window);
    expect(isShown()).toBe(false);
    fireEvent.click(button);
    fireEvent.keyDown(document, { key: "Escape" });
    expect(isShown()).toBe(false);
  });

  it(`closes by itself ${LIMITS.timing.tooltipTouchMs} ms after a touch`, () => {
    vi.useFakeTimers();
    const { button, isShown } = renderTooltip();
    fireEvent.pointerDown(button, { pointerType: "touch" });
    fireEvent.click(button);
    expect(isShown()).toBe(true);
    act(() => {
      vi.advanceTimersByTime(LIMITS.timing.tooltipTouchMs - 1);
    });
    expect(isShown()).toBe(true);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(isShown()).toBe(false);
  });

  it("has no axe violations while open", async () => {
    const { button } = renderTooltip();
    fireEvent.focus(button);
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
