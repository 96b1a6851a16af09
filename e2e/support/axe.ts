import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import type { Frame, Page } from "playwright-core";

const require = createRequire(import.meta.url);
let source: Promise<string> | undefined;

/**
 * axe-core's violations on the page, or in one frame of it (WCAG 2.x A and AA, and best
 * practices), as readable lines.
 */
export async function axeViolations(page: Page | Frame): Promise<string[]> {
  source ??= readFile(require.resolve("axe-core/axe.min.js"), "utf8");
  await page.addScriptTag({ content: await source });
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            options: unknown,
          ) => Promise<{ violations: { id: string; nodes: { target: unknown }[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run({
      // A page's frames are checked on their own (the editor's canvas), or are another origin's.
      iframes: false,
      runOnly: {
        type: "tag",
        values: [
          "wcag2a",
          "wcag2aa",
          "wcag21a",
          "wcag21aa",
          "wcag22a",
          "wcag22aa",
          "best-practice",
        ],
      },
    });
    return result.violations.map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => JSON.stringify(node.target)).join(", ")}`,
    );
  });
}
