import { describe, expect, it } from "vitest";
import { applied, idsOf, sectionOf, setHeroTitle, templateSite } from "../test-support/editing.ts";
import { applyOperations, rebase } from "./apply-operation.ts";

// Rebasing pending edits on a collaborator's newer document.

const site = templateSite();

describe("rebase", () => {
  it("keeps both editors' edits to different fields; for the same field the later one wins", () => {
    const theirs = applied(site, setHeroTitle("pt", "Deles")).site;
    const mine = [
      {
        op: "setField",
        language: "pt",
        pagePath: "/",
        sectionId: "hero",
        path: ["paragraph"],
        value: "Meu",
      },
      setHeroTitle("en", "Mine"),
    ];
    const rebased = rebase({ site: theirs, pending: mine });
    const pt = sectionOf(rebased.site, "pt", "/", "hero");
    expect(pt.type === "hero-header" && [pt.data.title, pt.data.paragraph]).toEqual([
      "Deles",
      "Meu",
    ]);
    const later = rebase({ site: theirs, pending: [setHeroTitle("pt", "Meu título")] });
    const again = sectionOf(later.site, "pt", "/", "hero");
    expect(again.type === "hero-header" && again.data.title).toBe("Meu título");
  });

  it("drops a pending edit whose section the other editor removed, naming why", () => {
    const theirs = applied(site, {
      op: "removeSection",
      pagePath: "/",
      sectionId: "vehicles",
    }).site;
    const rebased = rebase({
      site: theirs,
      pending: [
        {
          op: "setField",
          language: "pt",
          pagePath: "/",
          sectionId: "vehicles",
          path: ["title"],
          value: "x",
        },
        setHeroTitle("pt", "Ainda aqui"),
      ],
    });
    expect(rebased.applied).toHaveLength(1);
    expect(rebased.dropped.map((item) => item.error.code)).toEqual(["unknown_section"]);
  });
});

describe("the issue's example", () => {
  it("renames the hero title in Portuguese and moves a section: English moved it and kept its title", () => {
    const result = applyOperations(site, [
      setHeroTitle("pt", "Porto Santo sobre rodas"),
      { op: "moveSection", pagePath: "/", sectionId: "contact", beforeId: "vehicles" },
    ]);
    if (!result.ok) throw new Error(result.error.code);
    const en = sectionOf(result.site, "en", "/", "hero");
    expect(en.data).toEqual(sectionOf(site, "en", "/", "hero").data);
    expect(idsOf(result.site, "en", "/").slice(0, 3)).toEqual(["hero", "contact", "vehicles"]);
    const pt = sectionOf(result.site, "pt", "/", "hero");
    expect(pt.type === "hero-header" && pt.data.title).toBe("Porto Santo sobre rodas");
  });
});
