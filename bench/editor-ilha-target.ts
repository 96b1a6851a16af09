import type { Frame, Page } from "playwright-core";
import type { IlhaEditorSite } from "./editor-ilha-site.ts";
import type { EditorTarget } from "./editor-target.ts";

const CANVAS = "iframe[title^='Page being edited']";
const SECTION = "[data-section-frame]";
/** The text typed into: a section's paragraph, edited inline. */
export const ILHA_TEXT = '[contenteditable][data-field="paragraph"]';

/** Ilha's editor on `site`, in `page` (whose context holds the owner's session). */
export function ilhaTarget({ page, site }: { page: Page; site: IlhaEditorSite }): EditorTarget {
  const canvas = (): Frame => {
    const frame = page.frames().find((candidate) => candidate.url().endsWith("/canvas.html"));
    if (frame === undefined) throw new Error("the editor's canvas is not loaded");
    return frame;
  };
  const section = (id: string) => canvas().locator(`[data-section-frame="${id}"]`);
  // The canvas is found by CSS, not by role: a query by role computes the style of every element
  // of the page, those no scroll has brought near included, and starts the fade of each of their
  // images, which then keeps the page drawing frames (see BENCHMARKS.md).
  const toolbar = () => canvas().locator('[role="toolbar"]');
  const library = () => page.getByRole("complementary", { name: "Add a section" });
  return {
    name: "Ilha",
    page,
    open: async () => {
      await page.goto(site.editorUrl);
      await page.frameLocator(CANVAS).locator('[data-section-frame="footer"]').waitFor();
    },
    canvas,
    blocks: { selector: SECTION, attribute: "data-section-frame" },
    blockId: async (index) => {
      // A long page draws only the sections near the screen: each section from `index` on is
      // brought there in turn until one has a paragraph.
      const count = await canvas().locator(SECTION).count();
      for (let at = index; at < count; at += 1) {
        const frame = canvas().locator(SECTION).nth(at);
        await frame.evaluate((element) => element.scrollIntoView({ block: "center" }));
        await canvas().waitForFunction(
          ({ selector, at }) =>
            !document
              .querySelectorAll(selector)
              [at]?.lastElementChild?.hasAttribute("data-section-away"),
          { selector: SECTION, at },
        );
        if ((await frame.locator(ILHA_TEXT).count()) > 0) {
          return (await frame.getAttribute("data-section-frame")) ?? "";
        }
      }
      throw new Error(`no section with a paragraph from ${index} on`);
    },
    select: async (id) => {
      await canvas().locator(`[data-section-handle="${id}"]`).focus();
      await toolbar().waitFor();
    },
    toolbarButton: (edit) => toolbar().locator("button", { hasText: new RegExp(`^\\W*${edit}$`) }),
    library: {
      open: async () => {
        await canvas().locator("button", { hasText: "+ Add section" }).click();
        await library().waitFor();
      },
      choice: () => library().getByRole("button", { name: "Add Pricing" }),
    },
    focusText: async (id) => {
      await section(id).locator(ILHA_TEXT).first().click();
      await page.keyboard.press("Control+A");
    },
    settle: async () => {
      await page.locator('[data-save-state="saved"]').waitFor({ timeout: 30_000 });
    },
    navigation: {
      url: site.editorUrl,
      frameSelector: CANVAS,
      readySelector: "[contenteditable]:not([contenteditable='false'])",
    },
  };
}
