import { consentCookie, type Site } from "@ilha/core";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeViolations } from "./support/axe.ts";
import { watchProblems } from "./support/browser.ts";
import { browserAndSite } from "./support/built-site.ts";

const CONTACT_BLOCKS = [
  {
    iconName: "mail",
    title: "E-mail",
    paragraph1: "reservas@mare-rent.example",
    paragraph2: "Respondemos no próprio dia",
    titleAlignment: "center",
    paragraphAlignment: "center",
  },
  {
    iconName: "phone",
    title: "Telefone",
    paragraph1: "+351 291 982 000",
    paragraph2: "(555) 123-4567",
    titleAlignment: "center",
    paragraphAlignment: "center",
  },
] as const;

/** The Portuguese home page's features get two contact blocks and a button to `#contact`. */
function withContactBlocks(site: Site): Site {
  const pt = site.content.pt;
  if (pt === undefined) throw new Error("the template has Portuguese content");
  const pages = pt.pages.map((page) =>
    page.path !== "/"
      ? page
      : {
          ...page,
          components: page.components.map((component) =>
            component.type === "features"
              ? {
                  ...component,
                  data: { ...component.data, blocks: [...CONTACT_BLOCKS], buttonUrl: "#contact" },
                }
              : component,
          ),
        },
  );
  return { ...site, content: { ...site.content, pt: { ...pt, pages } } };
}

const FACEBOOK = "www.facebook.com/marerent";
const FACEBOOK_PAGE = "http://www.facebook.com/marerent";
const FACEBOOK_LINK_TEXT = "Maré Rent no Facebook";

/**
 * Every language gets a first header link, and the home hero its button and first social, typed
 * without a scheme: `www.facebook.com/marerent`.
 */
function withSchemelessLinks(site: Site): Site {
  const content = Object.fromEntries(
    Object.entries(site.content).map(([code, value]) => [
      code,
      {
        ...value,
        headerLinks: [{ text: FACEBOOK_LINK_TEXT, link: FACEBOOK }, ...value.headerLinks],
        pages: value.pages.map((page) => ({
          ...page,
          components: page.components.map((component) =>
            component.type === "hero-header"
              ? {
                  ...component,
                  data: {
                    ...component.data,
                    buttons: component.data.buttons.map((button, index) =>
                      index === 0 ? { ...button, buttonUrl: FACEBOOK } : button,
                    ),
                    headerSocials: component.data.headerSocials.map((social, index) =>
                      index === 0 ? { ...social, socialUrl: FACEBOOK } : social,
                    ),
                  },
                }
              : component,
          ),
        })),
      },
    ]),
  );
  return { ...site, content };
}

const spec = browserAndSite({ change: (site) => withSchemelessLinks(withContactBlocks(site)) });

async function open(width: number): Promise<Page> {
  const context = await spec.browser.newContext({ viewport: { width, height: 800 } });
  const cookie = consentCookie(spec.served.site.id);
  await context.addCookies([{ name: cookie.name, value: cookie.value, url: spec.served.url }]);
  const page = await context.newPage();
  await page.goto(spec.served.url);
  await page.waitForSelector("html[data-ilha-hydrated]");
  return page;
}

const features = (page: Page) => page.locator("[data-section='features']");

describe("icon-feature contact links", () => {
  it.each([375, 1024, 1440])(
    "turn e-mail and phone lines into mailto: and tel: links in the same tab, at %i px",
    async (width) => {
      const page = await open(width);
      const links = await features(page)
        .locator("li a")
        .evaluateAll((anchors) =>
          anchors.map((anchor) => ({
            text: anchor.textContent,
            href: anchor.getAttribute("href"),
            target: anchor.getAttribute("target"),
          })),
        );
      expect(links).toEqual([
        {
          text: "reservas@mare-rent.example",
          href: "mailto:reservas@mare-rent.example",
          target: null,
        },
        { text: "+351 291 982 000", href: "tel:+351291982000", target: null },
        { text: "(555) 123-4567", href: "tel:5551234567", target: null },
      ]);
      const plain = features(page).getByText("Respondemos no próprio dia");
      expect(await plain.evaluate((element) => element.closest("a"))).toBeNull();
      expect(await features(page).getByRole("link", { name: "+351 291 982 000" }).isVisible()).toBe(
        true,
      );
      await page.context().close();
    },
  );

  it.each([375, 1024, 1440])(
    "keeps a hash button in the same document and scrolls smoothly to its anchor, at %i px",
    async (width) => {
      const page = await open(width);
      const problems = watchProblems(page);
      await page.evaluate(() => Object.assign(window, { ilhaMark: true }));
      const button = features(page).locator("a[href='#contact']");
      expect(await button.getAttribute("target")).toBeNull();
      expect(await button.getAttribute("data-link")).toBe("hash");
      // In view before the click (a click's own scroll would count as the link's), and the scroll
      // sampled at every frame from then on, so its motion is seen however long the click takes to
      // reach the page on a busy machine.
      await button.scrollIntoViewIfNeeded();
      const start = await page.evaluate(() => window.scrollY);
      await page.evaluate(() => {
        const seen: number[] = [];
        Object.assign(window, { ilhaScrolls: seen });
        const sample = () => {
          seen.push(window.scrollY);
          if (seen.length < 900) requestAnimationFrame(sample);
        };
        sample();
      });
      await button.click();
      const positions = await page.evaluate(
        () =>
          new Promise<number[]>((done) => {
            const seen = (window as unknown as { ilhaScrolls: number[] }).ilhaScrolls;
            const check = () => {
              const hasMoved = seen.some((y) => y !== seen[0]);
              const isSettled = hasMoved && seen.at(-1) === seen.at(-6);
              if (isSettled || seen.length >= 900) done([...seen]);
              else requestAnimationFrame(check);
            };
            check();
          }),
      );
      const end = positions.at(-1) ?? 0;
      expect(end).toBeGreaterThan(start + 500);
      expect(positions.some((y) => y > start && y < end)).toBe(true);
      expect(new URL(page.url()).hash).toBe("#contact");
      expect(await page.evaluate(() => "ilhaMark" in window)).toBe(true);
      const anchor = await page.evaluate(() => {
        const element = document.getElementById("contact");
        if (element === null) return undefined;
        const margin = Number.parseFloat(getComputedStyle(element).scrollMarginTop) || 0;
        return element.getBoundingClientRect().top - margin;
      });
      expect(Math.abs(anchor ?? 1000)).toBeLessThan(2);
      expect(problems).toEqual({ consoleErrors: [], failedRequests: [] });
      await page.context().close();
    },
  );
});

describe("links typed without a scheme", () => {
  /** Clicks `link` and answers the new tab it opens, stubbed so nothing leaves the machine. */
  async function popupOf(page: Page, link: Locator): Promise<Page> {
    expect(await link.getAttribute("href")).toBe(FACEBOOK_PAGE);
    expect(await link.getAttribute("target")).toBe("_blank");
    expect(await link.getAttribute("rel")).toBe("noopener noreferrer");
    const [popup] = await Promise.all([page.waitForEvent("popup"), link.click()]);
    await popup.waitForLoadState();
    return popup;
  }

  it.each([375, 1440])(
    "open http:// in a new tab from a header link, the hero button and a social, at %i px",
    async (width) => {
      const page = await open(width);
      const opened: string[] = [];
      await page.context().route("http://www.facebook.com/**", (route) => {
        opened.push(route.request().url());
        return route.fulfill({
          contentType: "text/html",
          body: "<!doctype html><title>Facebook stub</title>",
        });
      });
      await page.evaluate(() => Object.assign(window, { ilhaMark: true }));
      const home = page.url();
      const hero = page.locator("[data-section='hero-header']");
      const nav = page.getByRole("navigation", { name: "Navegação principal" });
      const menu = nav.locator("[data-mobile-menu] > summary");
      expect(await menu.isVisible()).toBe(width === 375);
      if (width === 375) {
        await page.screenshot({ path: `/tmp/ilha-schemeless-${width}.png` });
        await menu.click();
      }
      const headerLink = nav
        .getByRole("link", { name: FACEBOOK_LINK_TEXT })
        .filter({ visible: true });
      expect(await headerLink.count()).toBe(1);
      if (width === 375) {
        const sheet = nav.locator("[data-mobile-menu] > summary + div");
        expect(await sheet.getByRole("link", { name: FACEBOOK_LINK_TEXT }).isVisible()).toBe(true);
        await page.screenshot({ path: `/tmp/ilha-schemeless-${width}-menu.png` });
      } else {
        await page.screenshot({ path: `/tmp/ilha-schemeless-${width}.png` });
      }
      const links = [
        headerLink,
        hero.getByRole("link", { name: "Reservar agora" }),
        hero.getByRole("link", { name: "Facebook", exact: true }).filter({ visible: true }),
      ];
      for (const link of links) {
        const popup = await popupOf(page, link);
        expect(popup.url()).toBe(FACEBOOK_PAGE);
        expect(await popup.title()).toBe("Facebook stub");
        await popup.close();
        expect(page.url()).toBe(home);
        expect(await page.evaluate(() => "ilhaMark" in window)).toBe(true);
        expect(await page.getByText("Página não encontrada").count()).toBe(0);
      }
      expect(opened).toEqual([FACEBOOK_PAGE, FACEBOOK_PAGE, FACEBOOK_PAGE]);
      expect(await axeViolations(page)).toEqual([]);
      await page.context().close();
    },
  );
});
