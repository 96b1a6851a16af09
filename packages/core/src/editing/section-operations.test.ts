import { describe, expect, it } from "vitest";
import type { Component } from "../schema/component.ts";
import {
  applied,
  errorCode,
  idsOf,
  sectionOf,
  templateSite,
  undone,
} from "../test-support/editing.ts";
import { validateSite } from "../validate-site.ts";
import { applyOperations } from "./apply-operation.ts";

// Sections: inserted, removed, moved, duplicated and styled in every language.

const site = templateSite();

describe("sections", () => {
  const cta: Component = {
    id: "new-cta",
    type: "cta",
    colorMode: "LIGHT",
    orientation: "LEFT",
    status: "published",
    data: {
      title: "Reserve já",
      paragraph: "",
      titleAlignment: "center",
      paragraphAlignment: "center",
      buttons: [],
      images: [],
    },
  };

  it("inserts a section in every language with the same id and the edited language's texts", () => {
    const { site: next, inverse } = applied(site, {
      op: "insertSection",
      pagePath: "/",
      beforeId: "contact",
      section: cta,
    });
    for (const language of ["pt", "en"]) {
      const ids = idsOf(next, language, "/");
      expect(ids.indexOf("new-cta")).toBe(ids.indexOf("contact") - 1);
      expect(sectionOf(next, language, "/", "new-cta").data).toMatchObject({ title: "Reserve já" });
    }
    expect(validateSite(next).ok).toBe(true);
    expect(undone(next, [inverse])).toEqual(site);
  });

  it("refuses a second header or footer on a page and an id used anywhere in the site", () => {
    const footer = sectionOf(site, "pt", "/", "footer");
    expect(
      errorCode({
        op: "insertSection",
        pagePath: "/",
        beforeId: null,
        section: { ...footer, id: "f2" },
      }),
    ).toBe("unique_section");
    expect(
      errorCode({
        op: "insertSection",
        pagePath: "/",
        beforeId: null,
        section: { ...cta, id: "terms-cta" },
      }),
    ).toBe("section_id_taken");
    expect(
      errorCode({ op: "duplicateSection", pagePath: "/", sectionId: "hero", newId: "hero-2" }),
    ).toBe("unique_section");
  });

  it("removes, moves and duplicates a section in every language, each undone exactly", () => {
    const steps = [
      { op: "removeSection", pagePath: "/", sectionId: "vehicles" },
      { op: "moveSection", pagePath: "/", sectionId: "contact", beforeId: "fleet-scooters" },
      {
        op: "duplicateSection",
        pagePath: "/",
        sectionId: "fleet-group-a",
        newId: "fleet-group-a2",
      },
    ];
    const result = applyOperations(site, steps);
    if (!result.ok) throw new Error(result.error.code);
    for (const language of ["pt", "en"]) {
      expect(idsOf(result.site, language, "/")).toEqual([
        "hero",
        "contact",
        "fleet-scooters",
        "fleet-group-a",
        "fleet-group-a2",
        "fleet-group-b",
        "fleet-groups-cd",
        "footer",
      ]);
    }
    expect(validateSite(result.site).ok).toBe(true);
    expect(undone(result.site, [result.inverse])).toEqual(site);
  });

  it("sets a section's colour mode and orientation in every language, undone exactly", () => {
    const look = { op: "setSectionLook", pagePath: "/", sectionId: "fleet-group-a" };
    const dark = applied(site, { ...look, colorMode: "DARK" });
    const right = applied(dark.site, { ...look, orientation: "RIGHT" });
    for (const language of ["pt", "en"]) {
      const section = sectionOf(right.site, language, "/", "fleet-group-a");
      expect([section.colorMode, section.orientation]).toEqual(["DARK", "RIGHT"]);
    }
    expect(sectionOf(right.site, "pt", "/", "fleet-group-b")).toBe(
      sectionOf(site, "pt", "/", "fleet-group-b"),
    );
    expect(undone(right.site, [dark.inverse, right.inverse])).toEqual(site);
    expect(errorCode({ ...look, colorMode: "PURPLE" })).toBe("invalid_request");
    expect(errorCode({ ...look, sectionId: "nope", colorMode: "DARK" })).toBe("unknown_section");
  });
});
