import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import type { Frame, Page } from "playwright-core";

const require = createRequire(import.meta.url);
let source: Promise<string> | undefined;

const WCAG_21 = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
type AxeResult = { id: string; nodes: { target: unknown }[] };
const WCAG_22 = [...WCAG_21, "wcag22a", "wcag22aa"];

/**
 * axe-core's violations on the page, or in one frame of it (WCAG 2.1 A and AA, or 2.2 where a suite
 * asks: its target-size rule is slow on long pages; and best practices unless `isWcagOnly`), as
 * readable lines. At 2.2 a target axe could not clear is one too: axe files a target partly
 * covered by another (a link with an edit control beside it) under "incomplete", not under
 * violations, which is how six such links once passed every suite.
 */
export async function axeViolations(
  page: Page | Frame,
  { isWcagOnly = false, wcag = "2.1" }: { isWcagOnly?: boolean; wcag?: "2.1" | "2.2" } = {},
): Promise<string[]> {
  const rules = wcag === "2.1" ? WCAG_21 : WCAG_22;
  const tags = isWcagOnly ? rules : [...rules, "best-practice"];
  // Injected once per document: compiling axe again took as long as a run on a short page.
  if (!(await page.evaluate(() => "axe" in window))) {
    source ??= readFile(require.resolve("axe-core/axe.min.js"), "utf8");
    await page.addScriptTag({ content: await source });
  }
  return page.evaluate(async (values) => {
    const axe = (
      window as unknown as {
        axe: {
          run: (options: unknown) => Promise<Record<"violations" | "incomplete", AxeResult[]>>;
        };
      }
    ).axe;
    const result = await axe.run({
      // A page's frames are checked on their own (the editor's canvas), or are another origin's.
      iframes: false,
      runOnly: {
        type: "tag",
        values,
      },
    });
    const uncleared = result.incomplete.filter(
      (check) => check.id === "target-size" && values.includes("wcag22aa"),
    );
    return [...result.violations, ...uncleared].map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => JSON.stringify(node.target)).join(", ")}`,
    );
  }, tags);
}
