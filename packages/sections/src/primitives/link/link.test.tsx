import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { HeroHeader } from "../../hero-header/hero-header.tsx";
import { componentOf } from "../../test-support/fixtures.ts";
import { fixtureSite, renderInSite } from "../../test-support/render-section.tsx";
import { Link } from "./link.tsx";

const FACEBOOK = "www.facebook.com/marerent";
const MODES = ["view", "edit"] as const;
const hero = componentOf("hero-header");

function expectNewTab(link: HTMLElement, href: string) {
  expect(link.getAttribute("href")).toBe(href);
  expect(link.getAttribute("target")).toBe("_blank");
  expect(link.getAttribute("rel")).toBe("noopener noreferrer");
  expect(link.dataset.link).toBe("external");
}

describe("a link lacking a scheme", () => {
  it.each(MODES)("gets http:// and opens in a new tab, in %s mode", (mode) => {
    renderInSite(<Link link={FACEBOOK}>Facebook</Link>, { mode });
    expectNewTab(screen.getByRole("link", { name: "Facebook" }), `http://${FACEBOOK}`);
  });

  it.each(MODES)("does the same as a header link, button and social, in %s mode", (mode) => {
    const site = fixtureSite();
    const en = site.content.en;
    if (en === undefined) throw new Error("the fixture has English content");
    const headerLinks = [{ text: "Our page", link: FACEBOOK }];
    const component = hero({
      title: "Porto Santo",
      paragraph: "",
      buttons: [{ buttonText: "Follow us", buttonUrl: FACEBOOK, type: "primary" }],
      headerSocials: [{ icon: "facebook", socialUrl: ` ${FACEBOOK} ` }],
    });
    renderInSite(<HeroHeader component={component} isFirst />, {
      mode,
      site: { ...site, content: { ...site.content, en: { ...en, headerLinks } } },
    });
    const expected = `http://${FACEBOOK}`;
    const navigation = screen.getByRole("navigation", { name: "Main navigation" });
    for (const link of within(navigation).getAllByRole("link", { name: "Our page" })) {
      expectNewTab(link, expected);
    }
    expectNewTab(screen.getByRole("link", { name: "Follow us" }), expected);
    expectNewTab(screen.getByRole("link", { name: "Facebook" }), expected);
  });

  it("stays inert when clicked in edit mode", () => {
    renderInSite(<Link link={FACEBOOK}>Facebook</Link>, { mode: "edit" });
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    fireEvent(screen.getByRole("link", { name: "Facebook" }), click);
    expect(click.defaultPrevented).toBe(true);
  });
});

describe("links that stay on the site", () => {
  it("keeps a site path internal, under the route base, in the same tab", () => {
    renderInSite(<Link link="/booking">Reservar</Link>);
    const link = screen.getByRole("link", { name: "Reservar" });
    expect(link.getAttribute("href")).toBe("/s/bilingual/en/booking/");
    expect(link.getAttribute("target")).toBeNull();
    expect(link.dataset.link).toBe("internal");
  });

  it("renders an unsafe link as plain text without an href", () => {
    renderInSite(<Link link="javascript:alert(1)">Unsafe</Link>);
    expect(screen.queryByRole("link", { name: "Unsafe" })).toBeNull();
    expect(screen.getByText("Unsafe").closest("a")).toBeNull();
  });
});
