import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
// happy-dom never loads images: keep them "loading", as a browser does before they arrive.
Object.defineProperty(HTMLImageElement.prototype, "complete", {
  configurable: true,
  get: () => false,
});

afterEach(() => {
  cleanup();
});
