import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";

const require = createRequire(import.meta.url);
let source: Promise<string> | undefined;

/** axe-core's violations on the page (WCAG 2.x A and AA, and best practices), as readable lines. */
export async function axeViolations(page: Page): Promise<string[]> {
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
      runOnly: {
        type: "tag",
        values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"],
      },
    });
    return result.violations.map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => JSON.stringify(node.target)).join(", ")}`,
    );
  });
}
