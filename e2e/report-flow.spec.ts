import type { Locator, Page, Request, Route } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeViolations } from "./support/axe.ts";
import { browserAndSite } from "./support/built-site.ts";

const WIDTHS = [375, 1024, 1440];
const FORM_TITLE = "What's wrong with this website?";
const WARNING_COLOUR = "rgb(180, 83, 9)";

const spec = browserAndSite();

type Reply = (route: Route) => Promise<void>;

/** A hydrated page of the template with compliance reports answered by `reply`, recorded. */
async function openPage({
  width = 1440,
  path = "/",
  reply,
}: {
  width?: number;
  path?: string;
  reply?: Reply;
} = {}) {
  const context = await spec.browser.newContext({ viewport: { width, height: 800 } });
  const page = await context.newPage();
  const requests: Request[] = [];
  await page.route("**/api/v1/sites/form/**", async (route) => {
    requests.push(route.request());
    await (reply ?? ((next) => next.fulfill({ status: 204 })))(route);
  });
  await page.goto(new URL(path.slice(1), spec.served.url).href);
  await page.waitForSelector("html[data-ilha-hydrated]");
  const report = page.locator("[data-ilha-report]");
  return { page, requests, report };
}

async function openForm(page: Page, report: Locator): Promise<Locator> {
  await report.click();
  const dialog = page.getByRole("dialog", { name: FORM_TITLE });
  await dialog.waitFor();
  await page.waitForSelector("dialog[data-state='open']");
  return dialog;
}

const isFocusIn = (dialog: Locator) =>
  dialog.evaluate((element) => element.contains(document.activeElement));

const isFocused = (locator: Locator) =>
  locator.evaluate((element) => element === document.activeElement);

async function fillAndSend(dialog: Locator) {
  await dialog.getByLabel("E-mail").fill("ana@example.pt");
  await dialog.getByLabel("Name").fill("Ana Sousa");
  await dialog.getByLabel("Comment").fill("The prices shown are not real.");
  await dialog.getByRole("button", { name: "SEND" }).click();
}

async function waitClosed(page: Page) {
  await page.waitForFunction(() => document.querySelector("dialog") === null);
}

describe.each(WIDTHS)("the report form at %i px", (width) => {
  it("opens from the disclaimer with focus inside, keeps Tab inside and closes on Escape", async () => {
    const { page, report } = await openPage({ width });
    const dialog = await openForm(page, report);
    expect(await isFocused(dialog.getByLabel("E-mail"))).toBe(true);
    for (const text of ["E-mail", "Name", "Comment"]) {
      expect(await dialog.getByLabel(text, { exact: true }).isVisible()).toBe(true);
    }
    expect(
      await dialog.getByText(/you confirm that the information you give is correct/).isVisible(),
    ).toBe(true);
    expect(await dialog.getByRole("button", { name: "Cancel" }).isVisible()).toBe(true);
    const panel = await dialog.locator("h2").evaluate((title) => {
      const box = (title.closest("dialog > div") as HTMLElement).getBoundingClientRect();
      return { width: box.width, left: box.left, right: window.innerWidth - box.right };
    });
    expect(panel.width).toBe(Math.min(480, width - 32));
    expect(panel.left).toBeGreaterThan(0);
    expect(panel.right).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);
    for (let step = 0; step < 8; step += 1) {
      await page.keyboard.press("Tab");
      expect(await isFocusIn(dialog), `Tab ${step + 1}`).toBe(true);
    }
    expect(await isFocused(dialog.getByLabel("Comment"))).toBe(true);
    for (let step = 0; step < 8; step += 1) {
      await page.keyboard.press("Shift+Tab");
      expect(await isFocusIn(dialog), `Shift+Tab ${step + 1}`).toBe(true);
    }
    expect(await isFocused(dialog.getByLabel("E-mail"))).toBe(true);
    await page.keyboard.press("Escape");
    await waitClosed(page);
    expect(await isFocused(report)).toBe(true);
    await page.context().close();
  });

  it("closes on Cancel without sending, returning focus to Report", async () => {
    const { page, report, requests } = await openPage({ width });
    const dialog = await openForm(page, report);
    await dialog.getByLabel("Name").fill("Ana Sousa");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await waitClosed(page);
    expect(await page.getByRole("dialog").count()).toBe(0);
    expect(await isFocused(report)).toBe(true);
    expect(requests).toEqual([]);
    await page.context().close();
  });
});

describe("validating and counting", () => {
  it("shows the spec's messages on SEND and sends nothing", async () => {
    const { page, report, requests } = await openPage();
    const dialog = await openForm(page, report);
    await dialog.getByRole("button", { name: "SEND" }).click();
    const errors = () =>
      dialog
        .locator("[role='alert']:visible")
        .evaluateAll((nodes) => nodes.map((node) => node.textContent));
    expect(await errors()).toEqual(["Required field", "Required field", "Required field"]);
    await dialog.getByLabel("E-mail").fill("ana@example");
    await dialog.getByRole("button", { name: "SEND" }).click();
    expect(await errors()).toEqual([
      "Please put a correct e-mail",
      "Required field",
      "Required field",
    ]);
    await dialog.getByLabel("E-mail").pressSequentially("x");
    expect(await errors()).toEqual(["Required field", "Required field"]);
    expect(requests).toEqual([]);
    await page.context().close();
  });

  it("counts length/255, warns under 6 left and cuts at 255 with the limit message", async () => {
    const { page, report } = await openPage();
    const dialog = await openForm(page, report);
    const comment = dialog.getByLabel("Comment");
    const counter = dialog.getByText(/^\d+\/255$/).last();
    await comment.fill("a".repeat(249));
    expect(await counter.textContent()).toBe("249/255");
    expect(await counter.evaluate((node) => getComputedStyle(node).color)).not.toBe(WARNING_COLOUR);
    await comment.pressSequentially("b");
    expect(await counter.textContent()).toBe("250/255");
    expect(await counter.evaluate((node) => getComputedStyle(node).color)).toBe(WARNING_COLOUR);
    await comment.fill("c".repeat(300));
    expect(await comment.inputValue()).toBe("c".repeat(255));
    expect(await counter.textContent()).toBe("255/255");
    expect(
      await dialog.getByText("Your have exceeded the maximum character limit.").isVisible(),
    ).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it("stays open with its text when a press inside the Comment box is released over the backdrop", async () => {
    const { page, report } = await openPage({ width: 1024 });
    const dialog = await openForm(page, report);
    const comment = dialog.getByLabel("Comment");
    await comment.fill("The prices shown are not real.");
    const box = await comment.boundingBox();
    if (box === null) throw new Error("the Comment box has no box");
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(10, 10, { steps: 5 });
    await page.mouse.up();
    await page.waitForTimeout(400);
    expect(await page.locator("dialog").count()).toBe(1);
    expect(await dialog.isVisible()).toBe(true);
    expect(await comment.inputValue()).toBe("The prices shown are not real.");
    await page.context().close();
  });

  it("counts the Name as length/255, warns under 6 left and cuts at 255 with the limit message", async () => {
    const { page, report } = await openPage({ width: 375 });
    const dialog = await openForm(page, report);
    const name = dialog.getByLabel("Name");
    const slots = ((await name.getAttribute("aria-describedby")) ?? "").split(" ");
    const slot = (suffix: string) => {
      const id = slots.find((candidate) => candidate.endsWith(suffix));
      if (id === undefined) throw new Error(`the Name has no ${suffix} slot`);
      return dialog.locator(`[id="${id}"]`);
    };
    const counter = slot("-counter");
    const error = slot("-error");
    const colour = () => counter.evaluate((node) => getComputedStyle(node).color);
    expect(await counter.textContent()).toBe("0/255");
    await name.fill("n".repeat(249));
    expect(await counter.textContent()).toBe("249/255");
    expect(await colour()).not.toBe(WARNING_COLOUR);
    await name.pressSequentially("o");
    expect(await counter.textContent()).toBe("250/255");
    expect(await colour()).toBe(WARNING_COLOUR);
    expect(await error.isVisible()).toBe(false);
    await name.fill("p".repeat(300));
    expect(await name.inputValue()).toBe("p".repeat(255));
    expect(await counter.textContent()).toBe("255/255");
    expect(await colour()).toBe(WARNING_COLOUR);
    expect(await error.textContent()).toBe("Your have exceeded the maximum character limit.");
    expect(await error.isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it("closes on a click outside the form", async () => {
    const { page, report } = await openPage({ width: 1024 });
    await openForm(page, report);
    await page.mouse.click(10, 10);
    await waitClosed(page);
    expect(await isFocused(report)).toBe(true);
    await page.context().close();
  });
});

describe("sending a report", () => {
  it("posts the report as JSON and opens the success modal", async () => {
    const { page, report, requests } = await openPage({ path: "/en/" });
    const dialog = await openForm(page, report);
    await fillAndSend(dialog);
    const success = page.getByRole("dialog", { name: "Information has been successfully sent" });
    await success.waitFor();
    expect(await page.getByRole("dialog", { name: FORM_TITLE }).count()).toBe(0);
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.method()).toBe("POST");
    expect(request?.url()).toBe(
      new URL("api/v1/sites/form/compliance/vehicle-rental/", spec.served.url).href,
    );
    expect(request?.headers()["content-type"]).toBe("application/json");
    expect(request?.postDataJSON()).toEqual({
      email: "ana@example.pt",
      name: "Ana Sousa",
      comment: "The prices shown are not real.",
      siteHash: "mareRent2026ps",
    });
    await page.waitForSelector("dialog[data-state='open']");
    expect(await axeViolations(page)).toEqual([]);
    await page.mouse.click(10, 10);
    await waitClosed(page);
    expect(await isFocused(report)).toBe(true);
    await page.context().close();
  });

  it.each([
    {
      status: 403,
      reply: (route: Route) =>
        route.fulfill({ status: 403, json: { message: "This site was already reported." } }),
      title: "Thanks for the report!",
      icon: "warning",
      message: "This site was already reported.",
    },
    {
      status: 500,
      reply: (route: Route) =>
        route.fulfill({ status: 500, json: { message: "The report could not be saved." } }),
      title: "Something went wrong",
      icon: "error",
      message: "The report could not be saved.",
    },
    {
      status: "no JSON message",
      reply: (route: Route) =>
        route.fulfill({ status: 500, contentType: "text/html", body: "<h1>Error</h1>" }),
      title: "Something went wrong",
      icon: "error",
      message: "Please refresh page to load data",
    },
    {
      status: "network failure",
      reply: (route: Route) => route.abort("failed"),
      title: "Something went wrong",
      icon: "error",
      message: "Please refresh page to load data",
    },
  ])(
    "answers $status with its title, icon and message",
    async ({ reply, title, icon, message }) => {
      const { page, report } = await openPage({ reply });
      const dialog = await openForm(page, report);
      await fillAndSend(dialog);
      const result = page.getByRole("dialog", { name: title });
      await result.waitFor();
      expect(await result.getByText(message, { exact: true }).isVisible()).toBe(true);
      const iconClass = await result.locator("h2 svg").getAttribute("class");
      expect(iconClass).toContain(`report-result__${icon}`);
      await page.waitForSelector("dialog[data-state='open']");
      expect(await axeViolations(page)).toEqual([]);
      await result.getByRole("button", { name: "Close" }).click();
      await waitClosed(page);
      expect(await isFocused(report)).toBe(true);
      await page.context().close();
    },
  );
});
