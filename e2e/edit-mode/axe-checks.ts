import type { Page } from "playwright-core";
import { expect } from "vitest";
import { axeViolations } from "../support/axe.ts";

/** Everything an owner operates in edit mode; each must have an accessible name. */
const CONTROLS =
  'button, summary, input, select, textarea, [role="button"], [contenteditable], [role="slider"]';

/**
 * axe's violations, the same run as `axeViolations`, each with its rule's help, and per element
 * its markup and axe's reason (a contrast ratio and its colours): what to fix, readably.
 */
async function explainViolations(page: Page): Promise<string> {
  return page.evaluate(async () => {
    type Result = {
      id: string;
      impact: string;
      help: string;
      nodes: { target: unknown; html: string; failureSummary?: string }[];
    };
    const axe = (
      window as unknown as { axe: { run: (o: unknown) => Promise<{ violations: Result[] }> } }
    ).axe;
    const { violations } = await axe.run({
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
    return violations
      .map((violation) =>
        [
          `${violation.id} (${violation.impact}): ${violation.help}`,
          ...violation.nodes.map(
            (node) =>
              `  ${JSON.stringify(node.target)} ${node.html.slice(0, 160)}\n    ${(node.failureSummary ?? "").replaceAll("\n", "\n    ")}`,
          ),
        ].join("\n"),
      )
      .join("\n");
  });
}

export async function expectNoViolations(page: Page, label: string) {
  // Every kind's controls at once, held to WCAG 2.2 (target sizes too) as the editor's canvas is:
  // a control pushed over its neighbour by the edit kit shows here first. The rule costs nothing
  // measurable on this page (74 s for the file with it and without).
  const violations = await axeViolations(page, { wcag: "2.2" });
  if (violations.length > 0) console.log(`${label}:\n${await explainViolations(page)}`);
  expect.soft(violations).toEqual([]);
}

export type NameCheck = { checked: number; hidden: string[]; unnamed: string[] };

type DomNode = {
  backendNodeId: number;
  attributes?: string[];
  children?: DomNode[];
  shadowRoots?: DomNode[];
};

/** Each element of the DOM tree marked `data-name-check`: its backend node id to its index. */
function markedNodes(root: DomNode): Map<number, number> {
  const marked = new Map<number, number>();
  const visit = (node: DomNode) => {
    const attributes = node.attributes ?? [];
    const at = attributes.indexOf("data-name-check");
    if (at >= 0 && at % 2 === 0) marked.set(node.backendNodeId, Number(attributes[at + 1]));
    for (const child of [...(node.children ?? []), ...(node.shadowRoots ?? [])]) visit(child);
  };
  visit(root);
  return marked;
}

/**
 * Chromium's own accessible name (its accessibility tree, through the DevTools protocol) of every
 * control on the page; controls Chromium does not expose (hidden at this width: not in the tree,
 * or in it ignored) are counted apart. The DOM and the accessibility tree are each read whole,
 * once: asking for each control's node in turn took 4 to 5 s a page.
 */
async function controlNames(page: Page): Promise<NameCheck> {
  const described = await page.evaluate((selector) => {
    return Array.from(document.querySelectorAll(selector), (element, index) => {
      element.setAttribute("data-name-check", String(index));
      const field = element.getAttribute("data-field");
      const section = element.closest("[data-section]")?.getAttribute("data-section");
      const tag = element.outerHTML.slice(0, element.outerHTML.indexOf(">") + 1);
      return `${section ?? "page"}: ${tag}${field === null ? "" : ` (${field})`}`;
    });
  }, CONTROLS);
  const session = await page.context().newCDPSession(page);
  try {
    await session.send("DOM.enable");
    await session.send("Accessibility.enable");
    const { root } = await session.send("DOM.getDocument", { depth: -1 });
    const marked = markedNodes(root);
    const { nodes } = await session.send("Accessibility.getFullAXTree");
    const exposed = new Map(
      nodes.flatMap((node) =>
        node.backendDOMNodeId === undefined ? [] : [[node.backendDOMNodeId, node] as const],
      ),
    );
    const result: NameCheck = { checked: 0, hidden: [], unnamed: [] };
    for (const [backendNodeId, index] of marked) {
      const node = exposed.get(backendNodeId);
      if (node === undefined || node.ignored) {
        result.hidden.push(String(described[index]));
        continue;
      }
      result.checked += 1;
      const name = String(node.name?.value ?? "").trim();
      const role = String(node.role?.value ?? "");
      if (name === "") result.unnamed.push(`${described[index]} (role ${role})`);
    }
    return result;
  } finally {
    await page.evaluate(() => {
      for (const element of document.querySelectorAll("[data-name-check]")) {
        element.removeAttribute("data-name-check");
      }
    });
    await session.detach();
  }
}

export async function expectNamedControls(page: Page, label: string): Promise<NameCheck> {
  const names = await controlNames(page);
  if (names.unnamed.length > 0)
    console.log(`${label}, controls without a name:\n  ${names.unnamed.join("\n  ")}`);
  expect.soft(names.unnamed).toEqual([]);
  return names;
}
