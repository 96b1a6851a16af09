import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { browserAndSite } from "./support/built-site.ts";

const spec = browserAndSite();

async function open(path: string, { width = 1440, isScripted = true } = {}): Promise<Page> {
  const context = await spec.browser.newContext({
    viewport: { width, height: 900 },
    javaScriptEnabled: isScripted,
  });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const events: unknown[] = [];
    Object.assign(window, { pageViews: events, gtag: (...args: unknown[]) => events.push(args) });
  });
  await page.goto(new URL(path.slice(1), spec.served.url).href, { waitUntil: "networkidle" });
  return page;
}

/** Marks the current document; the mark survives client-side navigation, not a reload. */
async function mark(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { ilhaMark: true }));
}

const isMarked = (page: Page) => page.evaluate(() => "ilhaMark" in window);

type Head = { title: string; lang: string; description?: string; keywords?: string };

/** The head the current document shows and the one its URL's built HTML has. */
function heads(page: Page): Promise<{ shown: Head; built: Head }> {
  return page.evaluate(async () => {
    const headOf = (doc: Document) => ({
      title: doc.title,
      lang: doc.documentElement.lang,
      description:
        doc.querySelector('meta[name="description"]')?.getAttribute("content") ?? undefined,
      keywords: doc.querySelector('meta[name="keywords"]')?.getAttribute("content") ?? undefined,
    });
    const response = await fetch(window.location.pathname, { cache: "no-store" });
    const built = new DOMParser().parseFromString(await response.text(), "text/html");
    return { shown: headOf(document), built: headOf(built) };
  });
}

/** Follows the header's "Preços" link and waits for the pricing page's content. */
async function routeToPricing(page: Page): Promise<void> {
  await page
    .getByRole("navigation", { name: "Navegação principal" })
    .getByRole("link", { name: "Preços" })
    .click();
  await page.waitForURL(/\/pricing\/$/);
  await page.getByText("Franquia 1000 €").first().waitFor();
}

describe("client-side navigation", () => {
  it("routes an internal link in place: new content, title and language, scrolled to the top", async () => {
    const page = await open("/");
    await mark(page);
    await page.evaluate(() => window.scrollTo(0, 600));
    await routeToPricing(page);
    expect(await isMarked(page)).toBe(true);
    expect(await page.title()).toMatch(/Preços/);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(
      await page.evaluate(() => (window as unknown as { pageViews: unknown[][] }).pageViews),
    ).toContainEqual(["event", "page_view", expect.objectContaining({ page_path: "/pricing/" })]);
    await page.goBack();
    await page.waitForURL(/\/$/);
    expect(await isMarked(page)).toBe(true);
    await page.context().close();
  });

  it("sets the description and keywords of the page it routes to, as that page's built HTML has them", async () => {
    const page = await open("/");
    await mark(page);
    const home = await heads(page);
    await routeToPricing(page);
    expect(await isMarked(page)).toBe(true);
    const pricing = await heads(page);
    expect(pricing.built.keywords).toBe(
      "preços aluguer de carros, rent a car Porto Santo preços, franquia, plano Basic, plano Silver, plano Gold",
    );
    expect(pricing.built.description).not.toBe(home.built.description);
    expect(pricing.shown).toEqual(pricing.built);
    expect(await page.locator('meta[name="keywords"]').count()).toBe(1);
    expect(await page.locator('meta[name="description"]').count()).toBe(1);
    await page.goBack();
    await page.waitForURL(/\/$/);
    await page.waitForFunction(() => !document.title.includes("Preços"));
    expect((await heads(page)).shown).toEqual(home.built);
    await page.context().close();
  });

  it("reloads fully for an unknown path and shows the site's 404 page", async () => {
    const page = await open("/");
    await mark(page);
    await page.evaluate(() => {
      const link = document.createElement("a");
      link.href = "/no-such-page/";
      link.dataset.link = "internal";
      link.textContent = "missing";
      document.querySelector("main")?.append(link);
    });
    const response = page.waitForResponse((candidate) =>
      candidate.url().endsWith("/no-such-page/"),
    );
    await page.getByText("missing").click();
    expect((await response).status()).toBe(404);
    await page.getByText("Página não encontrada").first().waitFor();
    expect(await isMarked(page)).toBe(false);
    await page.context().close();
  });

  it("scrolls to the element of a hash in the URL", async () => {
    const page = await open("/");
    const target = await page.evaluate(
      () => document.querySelector("[data-section='map-contact']")?.id,
    );
    await page.goto(new URL(`#${target}`, spec.served.url).href);
    await page.waitForFunction(() => window.scrollY > 300, undefined, { timeout: 5000 });
    await page.context().close();
  });

  it("reloads at the same page's path when another language is chosen", async () => {
    const page = await open("/pricing/");
    await mark(page);
    const navigation = page.getByRole("navigation", { name: "Navegação principal" });
    await navigation.locator("summary:visible").filter({ hasText: "Português" }).click();
    await navigation.getByRole("link", { name: "English" }).click();
    await page.waitForURL(/\/en\/pricing\/$/);
    expect(await isMarked(page)).toBe(false);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("en");
    await page.context().close();
  });
});

describe("without scripts", () => {
  it("reads and navigates with JavaScript disabled", async () => {
    const page = await open("/pricing/", { isScripted: false });
    expect(await page.getByText("Franquia 1000 €").first().isVisible()).toBe(true);
    await page
      .getByRole("navigation", { name: "Navegação principal" })
      .getByRole("link", { name: "Termos" })
      .click();
    await page.waitForURL(/\/termos\/$/);
    expect(await page.getByRole("heading", { level: 3 }).first().isVisible()).toBe(true);
    await page.context().close();
  });

  it("opens the mobile menu at 375 px with JavaScript disabled", async () => {
    const page = await open("/", { width: 375, isScripted: false });
    const navigation = page.getByRole("navigation", { name: "Navegação principal" });
    expect(await navigation.getByRole("link", { name: "Preços" }).isVisible()).toBe(false);
    await navigation
      .getByText("Menu", { exact: true })
      .or(navigation.getByLabel("Menu"))
      .first()
      .click();
    expect(await navigation.getByRole("link", { name: "Preços" }).isVisible()).toBe(true);
    await page.context().close();
  });
});
