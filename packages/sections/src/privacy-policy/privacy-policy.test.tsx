import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { blankBlock, COLOR_MODES, type ColorMode, patchData } from "../test-support/fixtures.ts";
import { makeComponent, renderInSite } from "../test-support/render-section.tsx";
import { axeViolations, expectHydrationUnchanged } from "../test-support/section-checks.ts";
import { privacyPolicyConfig } from "./privacy-policy.config.ts";
import { PrivacyPolicy } from "./privacy-policy.tsx";

const policy = {
  title: "Privacy policy",
  subtitle: "How we protect your personal data.",
  blocks: [
    { title: "Data controller", paragraph: "Maré Rent, Vila Baleira, Porto Santo.", list: [] },
    {
      title: "Your rights",
      paragraph: "You have the right to:",
      list: ["Access your data.", "Have it erased."],
    },
  ],
};

function privacyPolicy(colorMode: ColorMode = "LIGHT") {
  return makeComponent("privacy-policy", policy, { colorMode });
}

type PrivacyComponent = ReturnType<typeof privacyPolicy>;

const withData = (patch: Partial<PrivacyComponent["data"]>) => patchData(privacyPolicy(), patch);

describe("PrivacyPolicy", () => {
  it.each(COLOR_MODES)("renders the policy in the %s colour mode", (mode) => {
    const { container } = renderInSite(
      <PrivacyPolicy component={privacyPolicy(mode)} isFirst={false} />,
    );
    expect(container.querySelector("section")?.getAttribute("data-color-mode")).toBe(mode);
    expect(screen.getByRole("heading", { level: 2, name: policy.title })).toBeTruthy();
    expect(screen.getByText(policy.subtitle)).toBeTruthy();
    const headings = screen
      .getAllByRole("heading", { level: 3 })
      .map((heading) => heading.textContent);
    expect(headings).toEqual(["Data controller", "Your rights"]);
    const items = within(screen.getByRole("list"))
      .getAllByRole("listitem")
      .map((item) => item.textContent);
    expect(items).toEqual(["Access your data.", "Have it erased."]);
  });

  it("leaves out empty fields and empty blocks in view mode", () => {
    const component = withData({
      subtitle: "",
      blocks: [blankBlock(), blankBlock({ paragraph: "Only a paragraph." })],
    });
    const { container } = renderInSite(<PrivacyPolicy component={component} isFirst={false} />);
    expect(container.querySelectorAll("h3")).toHaveLength(0);
    expect([...container.querySelectorAll("p")].map((paragraph) => paragraph.textContent)).toEqual([
      "Only a paragraph.",
    ]);
    expect(screen.queryByRole("list")).toBeNull();
  });

  it("renders nothing when the whole section is empty", () => {
    const component = withData({ title: "", subtitle: "", blocks: [blankBlock()] });
    const { container } = renderInSite(<PrivacyPolicy component={component} isFirst={false} />);
    expect(container.innerHTML).toBe("");
  });

  it("has no axe violations", async () => {
    const { container } = renderInSite(
      <PrivacyPolicy component={privacyPolicy()} isFirst={false} />,
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it("hydrates the server markup without changes or errors", async () => {
    await expectHydrationUnchanged(<PrivacyPolicy component={privacyPolicy()} isFirst />);
  });

  describe("in edit mode", () => {
    it("keeps empty fields visible and the title required", () => {
      const component = withData({ title: "", subtitle: "", blocks: [blankBlock()] });
      const { container } = renderInSite(<PrivacyPolicy component={component} isFirst={false} />, {
        mode: "edit",
      });
      for (const field of ["title", "subtitle", "blocks.0.title", "blocks.0.paragraph"])
        expect(
          container.querySelector(`[data-field="${field}"]`)?.getAttribute("contenteditable"),
        ).toBe("true");
      expect(container.querySelector('[data-field="title"]')?.getAttribute("aria-required")).toBe(
        "true",
      );
      expect(screen.getByRole("button", { name: "Add list item" })).toBeTruthy();
    });
  });

  describe("config", () => {
    it("belongs to the privacyPolicy category and its defaults validate", () => {
      expect(privacyPolicyConfig.category).toBe("privacyPolicy");
      expect(makeComponent("privacy-policy", privacyPolicyConfig.defaults()).data.title).not.toBe(
        "",
      );
    });
  });
});
