import type { CookieSettings } from "@ilha/core";

/** An IntersectionObserver the test moves into view. */
export class FakeObserver {
  static instances: FakeObserver[] = [];
  readonly callback: IntersectionObserverCallback;
  readonly options: IntersectionObserverInit | undefined;
  isObserving = false;

  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.callback = callback;
    this.options = options;
    FakeObserver.instances.push(this);
  }

  observe() {
    this.isObserving = true;
  }

  disconnect() {
    this.isObserving = false;
  }

  unobserve() {}

  takeRecords() {
    return [];
  }

  static enterViewport() {
    for (const observer of FakeObserver.instances.filter((item) => item.isObserving)) {
      const entry = { isIntersecting: true } as IntersectionObserverEntry;
      observer.callback([entry], observer as unknown as IntersectionObserver);
    }
  }
}

/** Saves `settings` as the visitor's saved settings (the fixture site's key), as a past choice would have. */
export function storeCookieSettings(settings: CookieSettings): void {
  localStorage.setItem("cookieSettings:bilingual", JSON.stringify(settings));
}
