// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { startRouter } from "./router.ts";

const render = vi.fn(async () => {});

function addTarget(id: string) {
  const element = document.createElement("section");
  element.id = id;
  const scrollIntoView = vi.fn();
  element.scrollIntoView = scrollIntoView;
  document.body.append(element);
  return scrollIntoView;
}

function clickLink({ href, kind }: { href: string; kind: string }) {
  const link = document.createElement("a");
  link.href = href;
  link.dataset.link = kind;
  document.body.append(link);
  link.click();
}

beforeAll(() => {
  startRouter({ siteBase: "", render });
});

beforeEach(() => {
  vi.useFakeTimers();
  history.replaceState(null, "", "/pricing/");
});

afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe("in-page hash links", () => {
  it.each([
    ["a hash link", { href: "#plans", kind: "hash" }],
    ["an internal link to the same page", { href: "/pricing/#plans", kind: "internal" }],
  ])("scroll %s smoothly to its element after 100 ms, in place", (_name, link) => {
    const scrollIntoView = addTarget("plans");
    clickLink(link);
    expect(window.location.pathname).toBe("/pricing/");
    expect(window.location.hash).toBe("#plans");
    vi.advanceTimersByTime(99);
    expect(scrollIntoView).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(scrollIntoView).toHaveBeenCalledExactlyOnceWith({ behavior: "smooth", block: "start" });
    expect(render).not.toHaveBeenCalled();
  });

  it("retries a hash link whose element is absent and gives up after 10 000 ms", () => {
    clickLink({ href: "#later", kind: "hash" });
    vi.advanceTimersByTime(3000);
    const scrollIntoView = addTarget("later");
    vi.advanceTimersByTime(100);
    expect(scrollIntoView).toHaveBeenCalledOnce();
    clickLink({ href: "#never", kind: "hash" });
    vi.advanceTimersByTime(100 + 10_000);
    const tooLate = addTarget("never");
    vi.advanceTimersByTime(60_000);
    expect(tooLate).not.toHaveBeenCalled();
  });

  it("drops the pending scroll of an earlier hash link", () => {
    const first = addTarget("first");
    const second = addTarget("second");
    clickLink({ href: "#first", kind: "hash" });
    vi.advanceTimersByTime(50);
    clickLink({ href: "#second", kind: "hash" });
    vi.advanceTimersByTime(1000);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledOnce();
  });
});
