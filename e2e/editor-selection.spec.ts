import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeViolations } from "./support/axe.ts";
import {
  announcement,
  canvas,
  canvasFrame,
  clickSettled,
  draftOf,
  editorHarness,
  homeOf,
  saved,
  text,
  windowOverflow,
} from "./support/editor-harness.ts";

/**
 * A selected section in the canvas, against the real `ilha serve`: the room it makes above its
 * content for its handle and toolbar (covering nothing, keeping the content still, axe-clean at
 * 1024 and 375 px), a section kept where it was on the screen when it moves and when the canvas
 * changes width, and a section dragged by its handle.
 */
const harness = editorHarness();

type Box = { x: number; y: number; width: number; height: number };

/** Where the canvas's frame sits in the editor's window. */
async function frameOffset(page: Page) {
  const box = await page.locator("iframe[title^='Page being edited']").boundingBox();
  if (box === null) throw new Error("the canvas is laid out");
  return box;
}

describe("the selected section", () => {
  it("makes room for a selected section's handle and toolbar above it, keeping it still, at 1024 px beside its settings and at 375 px, with no axe violation in the canvas", async () => {
    const owner = await harness.apiAccount();
    const site = await harness.sampleSite(owner, "Narrow");
    const page = await harness.openEditor(owner, site.id, 1024);
    const boxOf = async (locator: Locator) => {
      const box = await locator.boundingBox();
      if (box === null) throw new Error("not laid out");
      return box;
    };
    const overlap = (a: Box, b: Box) =>
      a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    const canvasWindow = canvasFrame(page);
    const select = async (id: string, { isByHandle }: { isByHandle: boolean }) => {
      const frame = canvas(page).locator(`[data-section-frame="${id}"]`);
      const content = canvas(page).locator(`#${id}`);
      const title = text(page, id, "title");
      // Sections coming into view are laid out in the frames after a scroll, moving what is below
      // them: scrolled again until the title stays in the middle.
      let before = await boxOf(content);
      await expect
        .poll(
          async () => {
            const last = before.y;
            await title.evaluate((element) => element.scrollIntoView({ block: "center" }));
            before = await boxOf(content);
            return before.y === last;
          },
          { timeout: 20_000 },
        )
        .toBe(true);
      if (isByHandle) {
        // The handle shows on the section's top edge while the pointer is over the section.
        await frame.hover({ position: { x: 24, y: 8 } });
        await canvas(page).locator(`[data-section-handle="${id}"]`).click();
      } else {
        await title.click();
      }
      await frame.getByRole("toolbar").waitFor();
      // The section's content stays where it was under the pointer as its tools take their room.
      const shift = Math.abs((await boxOf(content)).y - before.y);
      expect(shift, `${id} moved by ${shift} px`).toBeLessThan(1);
      return frame;
    };
    const expectRoomAbove = async (id: string) => {
      const frame = canvas(page).locator(`[data-section-frame="${id}"]`);
      const handle = await boxOf(canvas(page).locator(`[data-section-handle="${id}"]`));
      const toolbar = await boxOf(frame.getByRole("toolbar"));
      const content = await boxOf(canvas(page).locator(`#${id}`));
      // Whole in the canvas, apart from each other, and above the section: over none of its
      // controls (the hero's logo button is at its top-left) nor the section's before it.
      const canvasBox = await boxOf(page.locator("iframe[title^='Page being edited']"));
      expect(toolbar.x + toolbar.width).toBeLessThanOrEqual(canvasBox.x + canvasBox.width);
      expect(overlap(toolbar, handle)).toBe(false);
      expect(toolbar.y + toolbar.height).toBeLessThanOrEqual(content.y);
      expect(handle.y + handle.height).toBeCloseTo(content.y, 0);
      expect(toolbar.y).toBeGreaterThanOrEqual((await boxOf(frame)).y);
      expect(await axeViolations(canvasWindow, { isWcagOnly: true, wcag: "2.2" })).toEqual([]);
    };
    for (const id of ["hero", "fleet-group-a"]) {
      const frame = await select(id, { isByHandle: id === "hero" });
      await frame.getByRole("button", { name: "Settings" }).click();
      await page.getByRole("complementary", { name: /settings$/ }).waitFor();
      expect(await windowOverflow(page), "the settings make the window scrollable").toBe(0);
      await expectRoomAbove(id);
    }
    await page.getByRole("button", { name: "Mobile" }).click();
    await expect
      .poll(() => page.locator("iframe[title^='Page being edited']").evaluate((e) => e.clientWidth))
      .toBe(375);
    await select("fleet-group-b", { isByHandle: false });
    await expectRoomAbove("fleet-group-b");
    expect(await axeViolations(page, { wcag: "2.2" })).toEqual([]);
    await page.context().close();
  });

  it("deletes one section for a double click on Delete, selects nothing in its place, and offers to undo the deletion", async () => {
    const owner = await harness.apiAccount();
    const site = await harness.sampleSite(owner, "Deleting");
    const page = await harness.openEditor(owner, site.id, 1440);
    const sectionIds = async () =>
      homeOf((await draftOf(page)).site, "pt").map((section) => section.id);
    const before = await sectionIds();
    const id = "fleet-group-a";
    await clickSettled(text(page, id, "title"));
    const remove = canvas(page)
      .locator(`[data-section-frame="${id}"]`)
      .getByRole("toolbar")
      .getByRole("button", { name: "Delete" });
    const box = await remove.boundingBox();
    if (box === null) throw new Error("the selected section's Delete is laid out");
    // The owner's double click: its second click lands where the Delete was.
    await page.mouse.dblclick(box.x + box.width / 2, box.y + box.height / 2);
    await saved(page);
    expect(await sectionIds()).toEqual(before.filter((sectionId) => sectionId !== id));
    expect(await announcement(page)).toBe("Posts section deleted");
    const offset = await frameOffset(page);
    const underPointer = await canvasFrame(page).evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest("button")?.textContent ?? null,
      { x: box.x + box.width / 2 - offset.x, y: box.y + box.height / 2 - offset.y },
    );
    expect(underPointer, "a button under the pointer after the deletion").not.toBe("Delete");
    const notice = page.locator("[data-undo-notice]");
    await expect.poll(() => notice.textContent()).toMatch(/^Section deleted\s*·\s*Undo$/);
    await notice.getByRole("button", { name: "Undo" }).click();
    await saved(page);
    expect(await sectionIds()).toEqual(before);
    expect(await notice.count()).toBe(0);
    await page.context().close();
  });

  it("keeps a moved section where it was on the screen, its move buttons under the pointer for the next move", async () => {
    const owner = await harness.apiAccount();
    const site = await harness.sampleSite(owner, "Still");
    const page = await harness.openEditor(owner, site.id);
    const order = () =>
      canvas(page)
        .locator("[data-section-frame]")
        .evaluateAll((frames) => frames.map((frame) => frame.getAttribute("data-section-frame")));
    const id = "fleet-scooters";
    await clickSettled(text(page, id, "title"));
    const frame = canvas(page).locator(`[data-section-frame="${id}"]`);
    const content = canvas(page).locator(`#${id}`);
    const down = await frame.getByRole("button", { name: "Move down" }).boundingBox();
    const before = await content.boundingBox();
    if (down === null || before === null) throw new Error("not laid out");
    const start = (await order()).indexOf(id);
    for (const step of [1, 2]) {
      // Where the button was: the same button, as the section has not moved on the screen.
      await page.mouse.click(down.x + down.width / 2, down.y + down.height / 2);
      await expect.poll(async () => (await order()).indexOf(id)).toBe(start + step);
      const after = await content.boundingBox();
      expect(Math.abs((after?.y ?? 0) - before.y)).toBeLessThan(1);
      await expect.poll(() => announcement(page)).toMatch(/^Posts moved to position \d+ of \d+$/);
    }
    await saved(page);
    expect(homeOf((await draftOf(page)).site, "pt").map((section) => section.id)).toEqual(
      await order(),
    );
    await page.context().close();
  });

  it("keeps a selected section where it was on the screen when its settings narrow the canvas and when another width is chosen", async () => {
    const owner = await harness.apiAccount();
    const site = await harness.sampleSite(owner, "Held");
    const page = await harness.openEditor(owner, site.id);
    const id = "fleet-scooters";
    await clickSettled(text(page, id, "title"));
    const frame = canvas(page).locator(`[data-section-frame="${id}"]`);
    const canvasWidth = () =>
      page.locator("iframe[title^='Page being edited']").evaluate((element) => element.clientWidth);
    const top = async () => (await frame.boundingBox())?.y ?? Number.NaN;
    // Once the title's click has made room for the tools, and the frame after it has been read.
    await expect.poll(top).toBe(await top());
    const before = await top();
    const wide = await canvasWidth();
    await frame.getByRole("button", { name: "Settings" }).click();
    await page.getByRole("complementary", { name: "Posts settings" }).waitFor();
    await expect.poll(canvasWidth).toBeLessThan(wide);
    // The page reflows around the section (its texts wrap at the narrower width); the section
    // stays under the button that opened its settings.
    await expect.poll(top).toBeCloseTo(before, 0);
    await page.getByRole("button", { name: "Tablet" }).click();
    await expect.poll(canvasWidth).toBe(768);
    await expect.poll(top).toBeCloseTo(before, 0);
    await page.context().close();
  });

  it("selects an inserted section and brings it into view when it lands off the screen; the library's close gives it the focus", async () => {
    const owner = await harness.apiAccount();
    const site = await harness.sampleSite(owner, "Inserted");
    const page = await harness.openEditor(owner, site.id);
    const before = homeOf((await draftOf(page)).site, "pt").map((section) => section.id);
    const after = before[1] ?? "";
    // The section after the header selected, then the page scrolled to its end: the insertion
    // point (after the selected section) is far above the screen.
    await canvas(page).locator(`[data-section-handle="${after}"]`).focus();
    await canvas(page)
      .locator("body")
      .evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.getByRole("banner").getByRole("button", { name: "+ Add section" }).click();
    const library = page.getByRole("complementary", { name: "Add a section" });
    // At 1440 × 900 the 14 kinds, each with its picture, fit in two screens of the library.
    const kinds = library.locator("li");
    await expect.poll(() => kinds.count()).toBe(14);
    await expect
      .poll(() =>
        library
          .locator("img")
          .evaluateAll((images) =>
            images.every((image) => (image as HTMLImageElement).naturalWidth > 0),
          ),
      )
      .toBe(true);
    const screens = await library.evaluate(
      (element) => element.scrollHeight / element.clientHeight,
    );
    expect(screens).toBeLessThanOrEqual(2);
    // Where a choice goes, said above it, is where it lands.
    await library
      .getByText("New sections go after the Features section “Escolha o seu veículo”.")
      .waitFor();
    const choice = library.getByRole("button", { name: "Add Pricing" });
    await choice.click();
    await expect.poll(() => announcement(page)).toBe("Pricing section added");
    await saved(page);
    const ids = homeOf((await draftOf(page)).site, "pt").map((section) => section.id);
    const inserted = ids[2] ?? "";
    expect(ids).toEqual([...before.slice(0, 2), inserted, ...before.slice(2)]);
    const frame = canvas(page).locator(`[data-section-frame="${inserted}"]`);
    expect(await frame.getAttribute("data-selected")).toBe("true");
    const handle = canvas(page).locator(`[data-section-handle="${inserted}"]`);
    await expect
      .poll(() =>
        handle.evaluate((element) => {
          const box = element.getBoundingClientRect();
          return box.top >= 0 && box.bottom <= window.innerHeight;
        }),
      )
      .toBe(true);
    // The library stays open with the focus on the choice, and the next choice goes after it.
    expect(await choice.evaluate((element) => element === document.activeElement)).toBe(true);
    await library
      .getByText("New sections go after the Pricing section “Preços simples e transparentes”.")
      .waitFor();
    await page.keyboard.press("Escape");
    await library.waitFor({ state: "detached" });
    await expect
      .poll(() => handle.evaluate((element) => element === document.activeElement))
      .toBe(true);
    await page.context().close();
  });
  it('keeps the page-end "+ Add section" clear of the cookie banner at 1024 px, ready to click', async () => {
    const owner = await harness.apiAccount();
    const site = await harness.sampleSite(owner, "Banner");
    const page = await harness.openEditor(owner, site.id, 1024);
    const banner = canvas(page).getByRole("region", { name: "Consentimento de cookies" });
    await banner.waitFor();
    const add = canvas(page).getByRole("button", { name: "+ Add section" });
    // Scrolled to the page's end, as far as it goes (again while the sections coming into view
    // are laid out): the button stands wholly above the banner.
    await expect
      .poll(async () => {
        await add.evaluate((element) => {
          const root = element.ownerDocument.documentElement;
          root.scrollTop = root.scrollHeight;
        });
        const [button, bar] = await Promise.all([add.boundingBox(), banner.boundingBox()]);
        return button !== null && bar !== null && button.y + button.height <= bar.y;
      })
      .toBe(true);
    await add.click();
    await page.getByRole("complementary", { name: "Add a section" }).waitFor();
    await page.context().close();
  });

  it("moves a section dragged by its handle into the gap its drop line shows: announced, selected, saved, and undone by Ctrl+Z in the canvas", async () => {
    const owner = await harness.apiAccount();
    const site = await harness.sampleSite(owner, "Dragged");
    // Tall enough to show the whole of the first body section and the handle below it.
    const page = await harness.openEditor(owner, site.id, 1440, {
      viewport: { width: 1440, height: 2000 },
    });
    const before = homeOf((await draftOf(page)).site, "pt").map((section) => section.id);
    const [header, first, second] = before as [string, string, string];
    // The second body section selected (its handle shows above it), then dragged by its handle
    // over the upper half of the first one: the line shows the gap, the drop moves it there.
    const handle = canvas(page).locator(`[data-section-handle="${second}"]`);
    await handle.focus();
    await canvas(page).locator(`[data-section-frame="${second}"][data-selected]`).waitFor();
    const firstFrame = canvas(page).locator(`[data-section-frame="${first}"]`);
    await firstFrame.evaluate((element) => {
      window.scrollBy(0, element.getBoundingClientRect().top - 60);
    });
    const target = await firstFrame.boundingBox();
    if (target === null) throw new Error("the first body section is laid out");
    await handle.hover();
    await page.mouse.down();
    await page.mouse.move(target.x + target.width / 2, target.y + 24, { steps: 8 });
    const line = canvas(page).locator("[data-drop-line]");
    await line.waitFor();
    expect((await line.boundingBox())?.y).toBeCloseTo(target.y - 2, 0);
    // The section dragged is marked (its content dimmed) while it is, and no longer once dropped.
    const draggedFrame = canvas(page).locator(`[data-section-frame="${second}"]`);
    expect(await draggedFrame.getAttribute("data-dragging")).toBe("true");
    await page.mouse.up();
    await line.waitFor({ state: "detached" });
    await expect.poll(() => draggedFrame.getAttribute("data-dragging")).toBeNull();
    const moved = [header, second, first, ...before.slice(3)];
    await expect.poll(() => announcement(page)).toMatch(/ moved to position 1 of \d+$/);
    expect(
      await canvas(page).locator(`[data-section-frame="${second}"]`).getAttribute("data-selected"),
    ).toBe("true");
    expect(await handle.evaluate((element) => element === document.activeElement)).toBe(true);
    await saved(page);
    expect(homeOf((await draftOf(page)).site, "pt").map((section) => section.id)).toEqual(moved);

    // A section dropped where it stands is no edit; Ctrl+Z in the canvas undoes the move.
    await handle.hover();
    await page.mouse.down();
    await page.mouse.move(target.x + target.width / 2, target.y + 16, { steps: 8 });
    await page.mouse.up();
    await page.keyboard.press("Control+Z");
    await expect.poll(() => announcement(page)).toBe("Undone");
    await saved(page);
    expect(homeOf((await draftOf(page)).site, "pt").map((section) => section.id)).toEqual(before);
    await page.context().close();
  });

  it("opens a link's form at the first click in a section not yet selected, at 1024 px", async () => {
    const owner = await harness.apiAccount();
    const site = await harness.sampleSite(owner, "First click");
    const page = await harness.openEditor(owner, site.id, 1024);
    const hero = canvas(page).locator('[data-section-frame="hero"]');
    expect(await hero.getAttribute("data-selected")).toBeNull();
    const link = hero.locator('button[aria-label^="Link of "]:visible').first();
    await link.click();
    expect(await hero.getAttribute("data-selected")).toBe("true");
    expect(await link.getAttribute("aria-expanded")).toBe("true");
    await page.context().close();
  });
});
