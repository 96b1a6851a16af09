import type { OperationInput } from "@ilha/core";
import { applyOperation, footerData, SECTION_CATALOGUE, type Site } from "@ilha/core";
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { COLOR_MODES, componentOf } from "../test-support/fixtures.ts";
import { fixtureSite, renderInSite } from "../test-support/render-section.tsx";
import { axeViolations, expectHydrationUnchanged } from "../test-support/section-checks.ts";
import { footerConfig } from "./footer.config.ts";
import { Footer } from "./footer.tsx";

const SOCIALS = [
  { icon: "facebook", socialUrl: "https://www.facebook.com/marerent.portosanto" },
  { icon: "instagram", socialUrl: "https://www.instagram.com/marerent.portosanto" },
  { icon: "whatsapp", socialUrl: "https://wa.me/351912345678" },
];

const FOOTER = { copyrightText: "© 2026 Maré Rent · Porto Santo", socials: SOCIALS };
const POLICY = { name: "Privacy policy", link: "/privacy", showInFooter: true };

const footer = componentOf("footer");

/** The fixture site with its English footer links and privacy policy setting replaced. */
function siteWith({
  footerLinks,
  privacyPolicy,
}: {
  footerLinks?: { text: string; link: string }[];
  privacyPolicy?: typeof POLICY;
}): Site {
  const site = fixtureSite();
  const english = site.content.en;
  if (english === undefined) throw new Error("the fixture has English content");
  if (footerLinks !== undefined) english.footerLinks = footerLinks;
  english.privacyPolicy = privacyPolicy;
  return site;
}

describe("footer in view mode", () => {
  it.each(COLOR_MODES)(
    "renders the copyright, the socials and the footer links in %s",
    (colorMode) => {
      const { container } = renderInSite(
        <Footer component={footer(FOOTER, { colorMode })} isFirst={false} />,
      );
      const frame = container.querySelector("footer");
      expect(frame?.dataset.colorMode).toBe(colorMode);
      expect(screen.getByText("© 2026 Maré Rent · Porto Santo").tagName).toBe("P");
      const socials = within(screen.getByRole("list", { name: "Social media" })).getAllByRole(
        "link",
      );
      expect(socials.map((link) => link.getAttribute("aria-label"))).toEqual([
        "Facebook",
        "Instagram",
        "WhatsApp",
      ]);
      expect(socials.every((link) => link.getAttribute("target") === "_blank")).toBe(true);
      expect(screen.getByRole("link", { name: "Home" }).getAttribute("href")).toBe(
        "/s/bilingual/en/",
      );
    },
  );

  it("marks the footer link of the current page", () => {
    renderInSite(<Footer component={footer(FOOTER)} isFirst={false} />, { pagePath: "/" });
    expect(screen.getByRole("link", { name: "Home" }).getAttribute("aria-current")).toBe("page");
  });

  it("links the privacy policy when its setting shows it in the footer", () => {
    const site = siteWith({ privacyPolicy: POLICY });
    renderInSite(<Footer component={footer(FOOTER)} isFirst={false} />, { site });
    expect(screen.getByRole("link", { name: "Privacy policy" }).getAttribute("href")).toBe(
      "/s/bilingual/en/privacy/",
    );
  });

  it("leaves the privacy policy out when its setting hides it or a footer link already shows it", () => {
    const hidden = siteWith({ privacyPolicy: { ...POLICY, showInFooter: false } });
    const first = renderInSite(<Footer component={footer(FOOTER)} isFirst={false} />, {
      site: hidden,
    });
    expect(screen.queryByRole("link", { name: "Privacy policy" })).toBeNull();
    first.unmount();
    const linked = siteWith({
      privacyPolicy: POLICY,
      footerLinks: [{ text: "Privacy", link: "/privacy" }],
    });
    renderInSite(<Footer component={footer(FOOTER)} isFirst={false} />, { site: linked });
    expect(screen.getAllByRole("link", { name: /privacy/i })).toHaveLength(1);
  });

  it("opens external footer links in a new tab and leaves unsafe ones inert", () => {
    const site = siteWith({
      footerLinks: [
        { text: "Partner", link: "https://example.com/" },
        { text: "Unsafe", link: "/safe" },
      ],
    });
    const unsafe = site.content.en?.footerLinks?.[1];
    if (unsafe !== undefined) unsafe.link = "javascript:alert(1)";
    renderInSite(<Footer component={footer(FOOTER)} isFirst={false} />, { site });
    expect(screen.getByRole("link", { name: "Partner" }).getAttribute("target")).toBe("_blank");
    expect(screen.getByText("Unsafe").closest("a")).toBeNull();
  });

  it("leaves room for the disclaimer bar on free sites only", () => {
    const hasRoom = (site: Site, isPreview = false) => {
      const view = renderInSite(<Footer component={footer(FOOTER)} isFirst={false} />, {
        site,
        isPreview,
      });
      const inner = view.container.querySelector<HTMLElement>("[data-has-disclaimer]");
      view.unmount();
      return inner?.dataset.hasDisclaimer;
    };
    const free = { ...fixtureSite(), plan: "free" } as Site;
    expect(hasRoom(free)).toBe("true");
    expect(hasRoom(free, true)).toBe("false");
    expect(hasRoom(fixtureSite())).toBe("false");
  });

  it("renders no empty copyright or social, and nothing for an empty footer", () => {
    const socials = SOCIALS.map((social) => ({ ...social, socialUrl: "" }));
    const data = { copyrightText: "", socials: [...socials.slice(0, 2), SOCIALS[2]] };
    const { container } = renderInSite(<Footer component={footer(data)} isFirst={false} />);
    expect(container.querySelector("p")).toBeNull();
    expect(screen.getAllByRole("link", { name: /Facebook|Instagram|WhatsApp/ })).toHaveLength(1);
    const empty = renderInSite(
      <Footer component={footer({ copyrightText: "", socials })} isFirst={false} />,
      {
        site: siteWith({ footerLinks: [] }),
      },
    );
    expect(empty.container.innerHTML).toBe("");
  });

  it("has no axe violations", async () => {
    const site = siteWith({ privacyPolicy: POLICY });
    const { container } = renderInSite(<Footer component={footer(FOOTER)} isFirst={false} />, {
      site,
    });
    expect(await axeViolations(container)).toEqual([]);
  });

  it("hydrates the server markup without changes or errors", async () => {
    await expectHydrationUnchanged(<Footer component={footer(FOOTER)} isFirst={false} />);
  });
});

describe("footer in edit mode", () => {
  it("keeps an empty copyright editable", () => {
    const socials = SOCIALS.map((social) => ({ ...social, socialUrl: "" }));
    const { container } = renderInSite(
      <Footer component={footer({ copyrightText: "", socials })} isFirst={false} />,
      {
        mode: "edit",
        site: siteWith({ footerLinks: [] }),
      },
    );
    const fields = [...container.querySelectorAll<HTMLElement>("[contenteditable]")].map(
      (field) => field.dataset.field,
    );
    expect(fields).toEqual(["copyrightText"]);
  });

  it("keeps between 3 and 7 socials", () => {
    const operations: OperationInput[] = [];
    const first = renderInSite(<Footer component={footer(FOOTER)} isFirst={false} />, {
      mode: "edit",
      onEdit: (edit) => operations.push(...edit),
    });
    expect(
      screen.getByRole("button", { name: "Remove social link 1" }).hasAttribute("disabled"),
    ).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Add social link" }));
    expect(operations.at(-1)).toMatchObject({ op: "insertItems", path: ["socials"], index: 3 });
    first.unmount();
    const seven = Array.from({ length: 7 }, (_, index) => SOCIALS[index % 3]);
    renderInSite(<Footer component={footer({ ...FOOTER, socials: seven })} isFirst={false} />, {
      mode: "edit",
    });
    expect(screen.getByRole("button", { name: "Add social link" }).hasAttribute("disabled")).toBe(
      true,
    );
    expect(
      screen.getByRole("button", { name: "Remove social link 1" }).hasAttribute("disabled"),
    ).toBe(false);
  });

  it("edits every footer link, one without text too, as the site's own links", () => {
    const links = [
      { text: "Booking", link: "/booking" },
      { text: "", link: "/draft" },
      { text: "Terms", link: "/termos" },
    ];
    const site = siteWith({ footerLinks: links, privacyPolicy: POLICY });
    const portuguese = site.content.pt;
    if (portuguese !== undefined) {
      portuguese.footerLinks = links.map((item) => ({ ...item, text: `${item.text} (pt)` }));
    }
    const operations: OperationInput[] = [];
    renderInSite(<Footer component={footer(FOOTER)} isFirst={false} />, {
      mode: "edit",
      site,
      onEdit: (edit) => operations.push(...edit),
    });
    const list = screen.getAllByRole("list").find((item) => item.querySelector("a") !== null);
    const texts = within(list as HTMLElement).getAllByRole("textbox", { name: "Link text" });
    expect(texts.map((text) => text.textContent)).toEqual(["Booking", "", "Terms"]);
    const second = texts[1] as HTMLElement;
    fireEvent.focus(second);
    second.textContent = "Drafts";
    fireEvent.input(second);
    fireEvent.blur(second);
    fireEvent.click(screen.getByRole("button", { name: "Link of Terms" }));
    const form = screen.getByRole("form", { name: "Link of Terms" });
    fireEvent.change(within(form).getByLabelText("Link address"), { target: { value: "/terms" } });
    fireEvent.click(within(form).getByRole("button", { name: "Save" }));
    fireEvent.click(screen.getByRole("button", { name: "Move footer link 1 later" }));
    const policy = screen.getByRole("textbox", { name: "Privacy policy link text" });
    fireEvent.focus(policy);
    policy.textContent = "Privacy";
    fireEvent.input(policy);
    fireEvent.blur(policy);
    expect(operations).toEqual([
      { op: "setSiteField", language: "en", path: ["footerLinks", 1, "text"], value: "Drafts" },
      { op: "setSiteField", language: "en", path: ["footerLinks", 2, "link"], value: "/terms" },
      { op: "moveItems", path: ["footerLinks"], from: 0, to: 1, count: 1 },
      { op: "setSiteField", language: "en", path: ["privacyPolicy", "name"], value: "Privacy" },
    ]);
    const edited = operations.reduce((current, operation) => {
      const result = applyOperation(current, operation);
      if (!result.ok) throw new Error(`${result.error.code} ${JSON.stringify(operation)}`);
      return result.site;
    }, site);
    expect(edited.content.en?.footerLinks).toEqual([
      { text: "Drafts", link: "/draft" },
      { text: "Booking", link: "/booking" },
      { text: "Terms", link: "/terms" },
    ]);
    expect(edited.content.en?.privacyPolicy?.name).toBe("Privacy");
    expect(edited.content.pt?.footerLinks.map((item) => item.text)).toEqual([
      " (pt)",
      "Booking (pt)",
      "Terms (pt)",
    ]);
  });
});

describe("footer config", () => {
  it("is in the footer category and its defaults validate", () => {
    expect(footerConfig.category).toBe(SECTION_CATALOGUE.footer.category);
    expect(footerData.safeParse(footerConfig.defaults()).success).toBe(true);
  });
});
