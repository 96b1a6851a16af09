import { act } from "@testing-library/react";
import axe from "axe-core";
import type { ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { expect, vi } from "vitest";
import { type RenderOptions, renderToHtml, withRenderMode } from "./render-section.tsx";

/**
 * Server-renders `node`, hydrates that markup in the DOM and asserts the markup is unchanged and
 * nothing was logged as an error (a hydration mismatch logs one).
 */
export async function expectHydrationUnchanged(
  node: ReactNode,
  options: RenderOptions = {},
): Promise<void> {
  const container = document.createElement("div");
  container.innerHTML = renderToHtml(node, options);
  document.body.append(container);
  const markup = container.innerHTML;
  const error = vi.spyOn(console, "error").mockImplementation(() => {});
  try {
    await act(async () => {
      hydrateRoot(container, withRenderMode(node, options));
    });
    expect(container.innerHTML).toBe(markup);
    expect(error).not.toHaveBeenCalled();
  } finally {
    error.mockRestore();
    container.remove();
  }
}

/**
 * axe-core's violations in a rendered container. Colour contrast needs layout, which happy-dom
 * lacks; the browser suites check it on every published page.
 */
export async function axeViolations(container: Element): Promise<string[]> {
  const results = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
  return results.violations.map((violation) => violation.id);
}
