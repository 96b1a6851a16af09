import type { OperationInput } from "@ilha/core";
import { featuresData, SECTION_CATALOGUE } from "@ilha/core";
import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { COLOR_MODES, componentOf } from "../test-support/fixtures.ts";
import { renderInSite } from "../test-support/render-section.tsx";
import { axeViolations, expectHydrationUnchanged } from "../test-support/section-checks.ts";
import { featuresConfig } from "./features.config.ts";
import { Features } from "./features.tsx";

const IMAGE_SET = {
  small: { url: "/images/card-car-480.webp", width: 480, height: 360 },
  medium: { url: "/images/card-car-768.webp", width: 768, height: 576 },
};

function card(badgeText: string, paragraph: string) {
  return {
    imgUrl: "/images/card-car-768.webp",
    imgDimensions: IMAGE_SET,
    alt: `${badgeText} vehicle`,
    badgeText,
    paragraph,
  };
}

const VEHICLES = {
  title: "Choose your vehicle",
  paragraph: "The right vehicle for every kind of holiday.",
  features: [
    [
      card("From €10 a day", "Light, economical scooters."),
      card("From €25 a day", "City cars to seven-seaters."),
      card("125 cc motorbike · €20 a day", "A motorbike with a top case."),
    ],
  ],
  ctaText: "Want to compare plans and deductibles before you decide?",
  buttonText: "See prices",
  buttonUrl: "/pricing",
};

const CONTACT_BLOCKS = {
  title: "Talk to us",
  subTitle: "Open every day",
  blocks: [
    {
      iconName: "mail",
      title: "E-mail",
      paragraph1: "reservas@mare-rent.example",
      paragraph2: "Replies within a day",
    },
    {
      iconName: "phone",
      title: "Phone",
      paragraph1: "+351 291 000 000",
      paragraph2: "(555) 123-4567",
    },
  ],
};

const features = componentOf("features");

describe("features in view mode", () => {
  it.each(COLOR_MODES)("renders the heading, badge cards and call to action in %s", (colorMode) => {
    const { container } = renderInSite(
      <Features component={features(VEHICLES, { colorMode })} isFirst={false} />,
    );
    expect(container.querySelector("section")?.dataset.colorMode).toBe(colorMode);
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("Choose your vehicle");
    expect(screen.getByText("From €10 a day").tagName).toBe("P");
    expect(screen.getByText("125 cc motorbike · €20 a day")).toBeDefined();
    expect(screen.getAllByRole("listitem")).toHaveLength(3);
    expect(
      screen.getByText("Want to compare plans and deductibles before you decide?"),
    ).toBeDefined();
    expect(screen.getByRole("link", { name: "See prices" }).getAttribute("href")).toBe(
      "/s/bilingual/en/pricing/",
    );
  });

  it("renders the subtitle as an eyebrow and icon blocks with h3 titles", () => {
    renderInSite(<Features component={features(CONTACT_BLOCKS)} isFirst={false} />);
    expect(screen.getByText("Open every day").tagName).toBe("P");
    expect(
      screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent),
    ).toEqual(["E-mail", "Phone"]);
  });

  it("turns block lines that look like an e-mail or a phone number into mailto and tel links", () => {
    renderInSite(<Features component={features(CONTACT_BLOCKS)} isFirst={false} />);
    const mail = screen.getByRole("link", { name: "reservas@mare-rent.example" });
    expect(mail.getAttribute("href")).toBe("mailto:reservas@mare-rent.example");
    expect(mail.getAttribute("target")).toBeNull();
    expect(screen.getByRole("link", { name: "+351 291 000 000" }).getAttribute("href")).toBe(
      "tel:+351291000000",
    );
    expect(screen.getByRole("link", { name: "(555) 123-4567" }).getAttribute("href")).toBe(
      "tel:5551234567",
    );
    expect(screen.getByText("Replies within a day").closest("a")).toBeNull();
  });

  it("keeps tel:, mailto: and hash links in the same tab, marked for the router", () => {
    renderInSite(
      <Features
        component={features({ ...CONTACT_BLOCKS, ...VEHICLES, buttonUrl: "#contact" })}
        isFirst={false}
      />,
    );
    const kinds = screen.getAllByRole("link").map((link) => ({
      kind: link.dataset.link,
      target: link.getAttribute("target"),
    }));
    expect(kinds).toEqual([
      { kind: "mailto", target: null },
      { kind: "tel", target: null },
      { kind: "tel", target: null },
      { kind: "hash", target: null },
    ]);
    expect(screen.getByRole("link", { name: "See prices" }).getAttribute("href")).toBe("#contact");
  });

  it("opens an external button in a new tab and leaves an unsafe one inert", () => {
    const external = renderInSite(
      <Features
        component={features({ ...VEHICLES, buttonUrl: "https://example.com/prices" })}
        isFirst={false}
      />,
    );
    const link = screen.getByRole("link", { name: "See prices" });
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toBe("noopener noreferrer");
    external.unmount();
    const component = features(VEHICLES);
    component.data.buttonUrl = "javascript:alert(1)";
    renderInSite(<Features component={component} isFirst={false} />);
    expect(screen.queryByRole("link", { name: "See prices" })).toBeNull();
    expect(screen.getByText("See prices").closest("a")).toBeNull();
  });

  it("gives card images a srcset, width, height and alt", () => {
    renderInSite(<Features component={features(VEHICLES)} isFirst={false} />);
    const image = screen.getByAltText("From €25 a day vehicle");
    expect(image.getAttribute("srcset")).toBe(
      "/s/bilingual/images/card-car-480.webp 480w, /s/bilingual/images/card-car-768.webp 768w",
    );
    expect(image.getAttribute("width")).toBe("768");
    expect(image.getAttribute("height")).toBe("576");
  });

  it("renders no empty field or card, and nothing for a fully empty section", () => {
    const data = {
      features: [[card("Only badge", ""), { imgUrl: "", badgeText: "", paragraph: "" }]],
    };
    const { container } = renderInSite(<Features component={features(data)} isFirst={false} />);
    expect(container.querySelector("h2")).toBeNull();
    expect(container.querySelectorAll("li")).toHaveLength(1);
    expect(container.querySelectorAll("p")).toHaveLength(1);
    expect(container.querySelector("a")).toBeNull();
    const empty = renderInSite(
      <Features
        component={features({ blocks: [{ title: "" }], features: [[{ imgUrl: "" }]] })}
        isFirst={false}
      />,
    );
    expect(empty.container.innerHTML).toBe("");
  });

  it("has no axe violations", async () => {
    const { container } = renderInSite(
      <Features component={features({ ...VEHICLES, ...CONTACT_BLOCKS })} isFirst={false} />,
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it("hydrates the server markup without changes or errors", async () => {
    await expectHydrationUnchanged(
      <Features component={features({ ...VEHICLES, ...CONTACT_BLOCKS })} isFirst />,
    );
  });
});

describe("features in edit mode", () => {
  it("keeps empty fields visible and editable with the spec's limits", () => {
    const data = { blocks: [{ title: "" }], features: [[{ imgUrl: "" }]] };
    const { container } = renderInSite(<Features component={features(data)} isFirst={false} />, {
      mode: "edit",
    });
    const fields = [...container.querySelectorAll<HTMLElement>("[contenteditable]")].map(
      (field) => field.dataset.field,
    );
    expect(fields).toEqual([
      "subTitle",
      "title",
      "paragraph",
      "blocks.0.title",
      "blocks.0.paragraph1",
      "blocks.0.paragraph2",
      "features.0.0.badgeText",
      "features.0.0.paragraph",
      "ctaText",
      "buttonText",
    ]);
    const expected = {
      subTitle: "0/120",
      title: "0/100",
      paragraph: "0/1500",
      "blocks.0.title": "0/30",
      "blocks.0.paragraph1": "0/100",
      "features.0.0.badgeText": "0/30",
      "features.0.0.paragraph": "0/500",
      ctaText: "0/120",
    };
    for (const [field, counter] of Object.entries(expected)) {
      const element = container.querySelector<HTMLElement>(`[data-field="${field}"]`);
      if (element === null) throw new Error(`${field} is editable`);
      fireEvent.focus(element);
      expect(screen.getByText(counter)).toBeDefined();
      fireEvent.blur(element);
    }
  });

  it("adds a feature row and an icon block through the list controls", () => {
    const operations: OperationInput[] = [];
    renderInSite(
      <Features component={features({ ...VEHICLES, ...CONTACT_BLOCKS })} isFirst={false} />,
      {
        mode: "edit",
        onEdit: (edit) => operations.push(...edit),
      },
    );
    fireEvent.click(screen.getByRole("button", { name: "Add feature row" }));
    expect(operations.at(-1)).toMatchObject({ op: "insertItems", path: ["features"], index: 1 });
    fireEvent.click(screen.getByRole("button", { name: "Add feature block" }));
    expect(operations.at(-1)).toMatchObject({ op: "insertItems", path: ["blocks"], index: 2 });
  });

  it("cannot add a third feature row or a seventh icon block", () => {
    const full = {
      ...VEHICLES,
      features: [VEHICLES.features[0], VEHICLES.features[0]],
      blocks: Array.from({ length: 6 }, (_, index) => ({ title: `Block ${index + 1}` })),
    };
    renderInSite(<Features component={features(full)} isFirst={false} />, { mode: "edit" });
    expect(
      screen.getByRole<HTMLButtonElement>("button", { name: "Add feature row" }).disabled,
    ).toBe(true);
    expect(
      screen.getByRole<HTMLButtonElement>("button", { name: "Add feature block" }).disabled,
    ).toBe(true);
  });
});

describe("features config", () => {
  it("is in the feature category and its defaults validate", () => {
    expect(featuresConfig.category).toBe(SECTION_CATALOGUE.features.category);
    expect(featuresData.safeParse(featuresConfig.defaults()).success).toBe(true);
  });
});
