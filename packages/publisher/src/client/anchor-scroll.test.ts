// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { scrollToAnchor } from "./anchor-scroll.ts";

function addTarget(id: string) {
  const element = document.createElement("section");
  element.id = id;
  const scrollIntoView = vi.fn();
  element.scrollIntoView = scrollIntoView;
  document.body.append(element);
  return scrollIntoView;
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe("scrollToAnchor", () => {
  it("waits 100 ms, then scrolls smoothly to the element", () => {
    const scrollIntoView = addTarget("contact");
    scrollToAnchor("#contact");
    vi.advanceTimersByTime(99);
    expect(scrollIntoView).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(scrollIntoView).toHaveBeenCalledExactlyOnceWith({ behavior: "smooth", block: "start" });
  });

  it("keeps retrying while the element is absent and scrolls once it appears at 3 s", () => {
    scrollToAnchor("#late");
    vi.advanceTimersByTime(3000);
    const scrollIntoView = addTarget("late");
    vi.advanceTimersByTime(200);
    expect(scrollIntoView).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(20_000);
    expect(scrollIntoView).toHaveBeenCalledOnce();
  });

  it("still finds an element that appears just before 10 000 ms of retrying", () => {
    scrollToAnchor("#late");
    vi.advanceTimersByTime(100 + 9950);
    const scrollIntoView = addTarget("late");
    vi.advanceTimersByTime(100);
    expect(scrollIntoView).toHaveBeenCalledOnce();
  });

  it("gives up 10 000 ms after the first attempt and never scrolls afterwards", () => {
    scrollToAnchor("#missing");
    vi.advanceTimersByTime(100 + 10_000);
    expect(vi.getTimerCount()).toBe(0);
    const scrollIntoView = addTarget("missing");
    vi.advanceTimersByTime(60_000);
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it("decodes the hash into the element id", () => {
    const scrollIntoView = addTarget("preços");
    scrollToAnchor(`#${encodeURIComponent("preços")}`);
    vi.advanceTimersByTime(100);
    expect(scrollIntoView).toHaveBeenCalledOnce();
  });

  it("never scrolls once cancelled", () => {
    const scrollIntoView = addTarget("contact");
    const cancel = scrollToAnchor("#contact");
    vi.advanceTimersByTime(50);
    cancel();
    vi.advanceTimersByTime(20_000);
    expect(scrollIntoView).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});
