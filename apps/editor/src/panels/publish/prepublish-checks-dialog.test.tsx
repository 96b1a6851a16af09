import { type Site, validateSite } from "@ilha/core";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import axe from "axe-core";
import { describe, expect, it } from "vitest";
import minimal from "../../../../../fixtures/minimal-site.json" with { type: "json" };
import { sampleSite } from "../../sections-ui/test-session.ts";
import {
  checkedSite,
  renderControls,
  server,
  withPublishingNetwork,
} from "./publishing-harness.tsx";

withPublishingNetwork();

/** The minimal fixture as it is: its page has no description, its button leads to /about. */
function minimalSite(): Site {
  const checked = validateSite(minimal);
  if (!checked.ok) throw new Error("the minimal fixture validates");
  return checked.site;
}

function withPrimary(site: Site, primary: string): Site {
  return { ...site, theme: { ...site.theme, palette: { ...site.theme.palette, primary } } };
}

/** The sample site with a plan's price left empty on its pricing page in each language. */
function sampleWithEmptyTexts(): Site {
  const site = structuredClone(sampleSite());
  const emptyPrice = (language: string, sectionId: string, plan: number) => {
    const pricing = site.content[language]?.pages.find((page) => page.path === "/pricing");
    const section = pricing?.components.find((component) => component.id === sectionId);
    const plans = (section?.data as { plans: { labelTitle: string }[] } | undefined)?.plans;
    if (plans?.[plan] !== undefined) plans[plan].labelTitle = "";
  };
  emptyPrice("pt", "group-a", 0);
  emptyPrice("en", "group-b", 2);
  return site;
}

const posts = () => server.calls.filter((call) => call.method === "POST");

async function pressPublish() {
  await screen.findByText("Not published yet");
  fireEvent.click(screen.getByRole("button", { name: "Publish" }));
  return screen.findByRole("dialog", { name: "Before you publish" });
}

/** The dialog's groups: each heading with its parts' headings and problems, in order. */
function listed(dialog: HTMLElement): string[] {
  return within(dialog)
    .getAllByRole("heading")
    .slice(1)
    .flatMap((heading) => {
      if (heading.tagName === "H3") return `# ${heading.textContent}`;
      const items = heading.nextElementSibling?.querySelectorAll("li") ?? [];
      return [`## ${heading.textContent}`, ...[...items].map((item) => `- ${item.textContent}`)];
    });
}

describe("the checks before publishing", () => {
  it("list the problems by page and section when Publish is pressed, and publish nothing yet", async () => {
    renderControls({ site: withPrimary(minimalSite(), "#777777") });
    const dialog = await pressPublish();
    expect(
      within(dialog).getByText(
        "3 things could hurt your site. Choose one to go there and fix it, or publish anyway.",
      ),
    ).toBeTruthy();
    expect(listed(dialog)).toEqual([
      "# Page Home (/)",
      "## Search engines and browser tab",
      "- The page has no description",
      "## Hero header",
      "- Button link of button 1 leads to /about, a page that does not exist",
      "# Theme",
      "## Colours",
      "- White text on the primary colour: 4.4:1 (below 4.5:1, hard to read)",
    ]);
    expect(posts()).toEqual([]);
  });

  it("name the language of each group when the site has several", async () => {
    renderControls({ site: sampleWithEmptyTexts() });
    const dialog = await pressPublish();
    const groups = within(dialog)
      .getAllByRole("heading", { level: 3 })
      .map((heading) => heading.textContent);
    expect(groups).toEqual([
      expect.stringMatching(/ \(\/pricing\) · Portuguese$/),
      "Page Car hire prices in Porto Santo | Maré Rent (/pricing) · English",
    ]);
    expect(
      within(dialog).getByRole("button", { name: "Price of plan 3 is required but empty" }),
    ).toBeTruthy();
  });

  it("list a text of another language no record says is translated, whatever it reads", async () => {
    const site = structuredClone(sampleSite());
    const records = site.translations?.en ?? {};
    delete records["/#hero:title"];
    const home = site.content.pt?.pages.find((page) => page.path === "/");
    const hero = home?.components.find((component) => component.id === "hero");
    if (hero !== undefined) hero.data = { ...hero.data, title: "Porto Santo, ao seu ritmo" };
    renderControls({ site });
    const dialog = await pressPublish();
    expect(listed(dialog)).toEqual([
      "# Page Maré Rent — Car, scooter and motorbike hire in Porto Santo (/) · English",
      "## Hero header",
      "- Title is not translated",
    ]);
  });

  it("take the owner to a section's problem: its language, page, selection and focus", async () => {
    const { session } = renderControls({ site: sampleWithEmptyTexts() });
    expect(session.view.getState()).toMatchObject({ language: "pt", pagePath: "/" });
    const dialog = await pressPublish();
    const pricing = within(dialog).getByRole("region", { name: /\(\/pricing\) · English/ });
    fireEvent.click(
      within(pricing).getByRole("button", { name: "Price of plan 3 is required but empty" }),
    );
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(session.view.getState()).toMatchObject({
      language: "en",
      pagePath: "/pricing",
      selectedId: "group-b",
    });
    await waitFor(() => expect(session.view.getState().focusId).toBe("group-b"));
    expect(posts()).toEqual([]);
  });

  it("open the Pages panel on the page for a missing description", async () => {
    const { session } = renderControls({ site: minimalSite() });
    const dialog = await pressPublish();
    fireEvent.click(within(dialog).getByRole("button", { name: "The page has no description" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(session.view.getState()).toMatchObject({
      panel: "pages",
      language: "en",
      pagePath: "/",
    });
  });

  it("open the Theme panel for text below the contrast minimum", async () => {
    const { session } = renderControls({ site: withPrimary(checkedSite(), "#777777") });
    const dialog = await pressPublish();
    fireEvent.click(within(dialog).getByRole("button", { name: /White text on the primary/ }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(session.view.getState().panel).toBe("theme");
  });

  it("publish once Publish anyway is chosen", async () => {
    const { announce } = renderControls({ site: minimalSite() });
    const dialog = await pressPublish();
    fireEvent.click(within(dialog).getByRole("button", { name: "Publish anyway" }));
    await waitFor(() => expect(announce).toHaveBeenCalledWith("Published: your site is live"));
    expect(posts().map((call) => call.url)).toEqual(["/api/v1/sites/site-1/publish"]);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("publish nothing when cancelled", async () => {
    const { announce, session } = renderControls({ site: minimalSite() });
    const dialog = await pressPublish();
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(posts()).toEqual([]);
    expect(announce).not.toHaveBeenCalled();
    expect(session.view.getState()).toMatchObject({ panel: undefined, selectedId: undefined });
  });

  it("publish at once when nothing is found", async () => {
    const { announce } = renderControls();
    await screen.findByText("Not published yet");
    fireEvent.click(screen.getByRole("button", { name: "Publish" }));
    await waitFor(() => expect(announce).toHaveBeenCalledWith("Published: your site is live"));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(posts()).toHaveLength(1);
  });

  it("has no axe violations while open", async () => {
    renderControls({ site: withPrimary(minimalSite(), "#777777") });
    const dialog = await pressPublish();
    const results = await axe.run(dialog, { rules: { "color-contrast": { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});
