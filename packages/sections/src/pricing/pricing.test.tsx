import { LIMITS } from "@ilha/core";
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { COLOR_MODES, type ColorMode, patchData } from "../test-support/fixtures.ts";
import { makeComponent, renderInSite } from "../test-support/render-section.tsx";
import { axeViolations, expectHydrationUnchanged } from "../test-support/section-checks.ts";
import { pricingConfig } from "./pricing.config.ts";
import { Pricing } from "./pricing.tsx";

const plan = (cardTitle: string, labelTitle: string, options: string[]) => ({
  cardTitle,
  labelTitle,
  labelParagraph: "per day",
  options,
  buttonText: "Book",
  buttonUrl: "/booking",
});

const groupA = {
  title: "Group A — Fiat Panda or similar",
  paragraph: "City cars with five doors and air conditioning.",
  primaryPlanIdx: 1,
  plans: [
    plan("Basic", "€25", ["Deductible €1,000", "Unlimited mileage"]),
    plan("Silver", "€45", ["Deductible €600", "Additional driver included"]),
    plan("Gold", "€65", ["Deductible €300", "Glass and tyres covered"]),
  ],
};

function pricing(data: unknown = groupA, colorMode: ColorMode = "LIGHT") {
  return makeComponent("pricing", data, { colorMode });
}

type PricingComponent = ReturnType<typeof pricing>;
type PlanData = PricingComponent["data"]["plans"][number];

/** A parsed component with data the schema would refuse (empty or unsafe fields). */
const withData = (patch: Partial<PricingComponent["data"]>) => patchData(pricing(), patch);

function blankPlan(patch: Partial<PlanData> = {}): PlanData {
  return {
    cardTitle: "",
    cardTitleAlignment: "center",
    labelTitle: "",
    labelParagraph: "",
    options: [],
    buttonText: "",
    buttonUrl: "",
    ...patch,
  };
}

describe("Pricing", () => {
  it.each(COLOR_MODES)("renders the plans in the %s colour mode", (mode) => {
    const { container } = renderInSite(
      <Pricing component={pricing(groupA, mode)} isFirst={false} />,
    );
    expect(container.querySelector("section")?.getAttribute("data-color-mode")).toBe(mode);
    expect(screen.getByRole("heading", { level: 2, name: groupA.title })).toBeTruthy();
    const cards = screen
      .getAllByRole("heading", { level: 3 })
      .map((heading) => heading.textContent);
    expect(cards).toEqual(["Basic", "Silver", "Gold"]);
    expect(screen.getByText("€45")).toBeTruthy();
    expect(screen.getAllByText("per day")).toHaveLength(3);
  });

  it("names the section region by its title", () => {
    renderInSite(<Pricing component={pricing()} isFirst={false} />);
    expect(screen.getByRole("region", { name: groupA.title })).toBeTruthy();
  });

  it("highlights the plan at primaryPlanIdx with a visible ribbon and the primary button", () => {
    renderInSite(<Pricing component={pricing()} isFirst={false} />);
    const ribbon = screen.getByText("Most popular");
    const card = ribbon.closest("li");
    expect(card).not.toBeNull();
    expect(within(card as HTMLElement).getByText("Silver")).toBeTruthy();
    expect(screen.getAllByText("Most popular")).toHaveLength(1);
    const buttons = screen.getAllByRole("link", { name: "Book" });
    expect(buttons.map((button) => button.className.includes("primary"))).toEqual([
      false,
      true,
      false,
    ]);
  });

  it("shows the ribbon in the page's language", () => {
    renderInSite(<Pricing component={pricing()} isFirst={false} />, { language: "pt" });
    expect(screen.getByText("Mais popular")).toBeTruthy();
  });

  it("lists the options of each plan as list items", () => {
    renderInSite(<Pricing component={pricing()} isFirst={false} />);
    const gold = screen.getByText("Gold").closest("li") as HTMLElement;
    const options = within(gold)
      .getAllByRole("listitem")
      .map((item) => item.textContent);
    expect(options).toEqual(["Deductible €300", "Glass and tyres covered"]);
  });

  it("resolves button links: internal with a trailing slash, external in a new tab, unsafe inert", () => {
    const [basic, silver, gold] = pricing().data.plans as [PlanData, PlanData, PlanData];
    const component = withData({
      plans: [
        { ...basic, buttonUrl: "/booking" },
        { ...silver, buttonUrl: "https://example.com/book" },
        { ...gold, buttonUrl: "javascript:alert(1)" },
      ],
    });
    const { container } = renderInSite(<Pricing component={component} isFirst={false} />);
    const [internal, external] = screen.getAllByRole("link", { name: "Book" });
    expect(internal?.getAttribute("href")).toBe("/s/bilingual/en/booking/");
    expect(internal?.getAttribute("target")).toBeNull();
    expect(external?.getAttribute("target")).toBe("_blank");
    expect(external?.getAttribute("rel")).toBe("noopener noreferrer");
    expect(screen.getAllByRole("link")).toHaveLength(2);
    const inert = within(screen.getByText("Gold").closest("li") as HTMLElement).getByText("Book");
    expect(inert.closest("a")).toBeNull();
    expect(container.innerHTML).not.toContain("javascript:");
  });

  it("leaves out empty fields, empty options and empty plans in view mode", () => {
    const component = withData({
      title: "",
      plans: [blankPlan({ labelTitle: "€10", options: ["", "Helmet included"] }), blankPlan()],
    });
    const { container } = renderInSite(<Pricing component={component} isFirst={false} />);
    expect(container.querySelector("h2")).toBeNull();
    expect(screen.getByText(groupA.paragraph)).toBeTruthy();
    expect(container.querySelector("h3")).toBeNull();
    const plans = container.querySelector("section ul") as HTMLElement;
    expect(plans.children).toHaveLength(1);
    expect(plans.getAttribute("data-count")).toBe("1");
    const options = [...plans.querySelectorAll(":scope li ul li")].map((item) => item.textContent);
    expect(options).toEqual(["Helmet included"]);
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("renders nothing when the whole section is empty", () => {
    const component = withData({
      title: " ",
      paragraph: "",
      plans: [blankPlan({ options: [""] })],
    });
    const { container } = renderInSite(<Pricing component={component} isFirst={false} />);
    expect(container.innerHTML).toBe("");
  });

  it("has no axe violations", async () => {
    const { container } = renderInSite(<Pricing component={pricing()} isFirst={false} />);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("hydrates the server markup without changes or errors", async () => {
    await expectHydrationUnchanged(<Pricing component={pricing()} isFirst />);
  });

  describe("in edit mode", () => {
    const empty = () =>
      withData({
        title: "",
        paragraph: "",
        primaryPlanIdx: 0,
        plans: [blankPlan({ options: [""] })],
      });

    it("keeps empty fields visible and editable", () => {
      const { container } = renderInSite(<Pricing component={empty()} isFirst={false} />, {
        mode: "edit",
      });
      for (const field of [
        "title",
        "paragraph",
        "plans.0.cardTitle",
        "plans.0.labelTitle",
        "plans.0.labelParagraph",
        "plans.0.options.0",
        "plans.0.buttonText",
      ]) {
        expect(
          container.querySelector(`[data-field="${field}"]`)?.getAttribute("contenteditable"),
        ).toBe("true");
      }
    });

    it("marks the title and paragraph required while both are empty, and the price always", () => {
      const { container } = renderInSite(<Pricing component={empty()} isFirst={false} />, {
        mode: "edit",
      });
      const required = (field: string) =>
        container.querySelector(`[data-field="${field}"]`)?.getAttribute("aria-required");
      expect(required("title")).toBe("true");
      expect(required("paragraph")).toBe("true");
      expect(required("plans.0.labelTitle")).toBe("true");
      expect(required("plans.0.cardTitle")).toBeNull();
    });

    it("does not require the title once the paragraph is filled in", () => {
      const { container } = renderInSite(<Pricing component={pricing(groupA)} isFirst={false} />, {
        mode: "edit",
      });
      expect(
        container.querySelector('[data-field="title"]')?.getAttribute("aria-required"),
      ).toBeNull();
    });

    it(`adds plans up to ${LIMITS.counts.pricingPlans.max}, copying the last one`, () => {
      const onEdit = vi.fn();
      renderInSite(<Pricing component={pricing()} isFirst={false} />, {
        mode: "edit",
        onEdit,
      });
      fireEvent.click(screen.getByRole("button", { name: "Add plan" }));
      const operation = onEdit.mock.calls[0]?.[0]?.[0];
      expect(operation).toMatchObject({ op: "insertItems", path: ["plans"], index: 3 });
      expect(operation.items[0].cardTitle).toBe("Gold");
    });

    it(`offers no more plans at ${LIMITS.counts.pricingPlans.max} and no more options at ${LIMITS.counts.pricingOptions.max}`, () => {
      const full = {
        ...groupA,
        plans: Array.from({ length: 6 }, () =>
          plan(
            "Plan",
            "€1",
            Array.from({ length: 10 }, () => "Option"),
          ),
        ),
      };
      renderInSite(<Pricing component={pricing(full)} isFirst={false} />, { mode: "edit" });
      expect((screen.getByRole("button", { name: "Add plan" }) as HTMLButtonElement).disabled).toBe(
        true,
      );
      for (const button of screen.getAllByRole("button", { name: "Add option" }))
        expect((button as HTMLButtonElement).disabled).toBe(true);
    });
  });

  describe("config", () => {
    it("belongs to the pricing category and its defaults validate", () => {
      expect(pricingConfig.category).toBe("pricing");
      const component = makeComponent("pricing", pricingConfig.defaults());
      expect(component.data.plans.length).toBeGreaterThanOrEqual(LIMITS.counts.pricingPlans.min);
    });
  });
});
