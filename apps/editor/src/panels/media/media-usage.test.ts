import type { Site } from "@ilha/core";
import { describe, expect, it } from "vitest";
import { sampleSite } from "../../sections-ui/test-session.ts";
import { mediaItem } from "./media-dialog-harness.tsx";
import { mediaUsage } from "./media-usage.ts";

const upload = mediaItem(
  "55555555-5555-4555-8555-555555555555",
  "2025-04-02T18:00:00.000Z",
  "vehicle-rental",
);
const large = upload.imgDimensions.large?.url ?? "";

/** The sample site with `change` made to a copy of it. */
function siteWith(change: (site: Site) => void): Site {
  const site = structuredClone(sampleSite());
  change(site);
  return site;
}

describe("mediaUsage", () => {
  it("finds nothing where the site does not use the upload", () => {
    expect(mediaUsage({ site: sampleSite(), item: upload, language: "pt" })).toEqual([]);
  });

  it("names each section using any rendition, with its page titled in the language in view", () => {
    const site = siteWith((draft) => {
      for (const code of ["pt", "en"]) {
        const hero = draft.content[code]?.pages[0]?.components[0];
        if (hero?.type === "hero-header") hero.data.backgroundImgUrl = large;
      }
    });
    const title = site.content.en?.pages[0]?.meta.title;
    expect(mediaUsage({ site, item: upload, language: "en" })).toEqual([
      `Hero header on the page “${title}” (/)`,
    ]);
  });

  it("names the site's settings", () => {
    const site = siteWith((draft) => {
      draft.settings.favicon = upload.imgUrl;
    });
    expect(mediaUsage({ site, item: upload, language: "pt" })).toEqual([
      "The site's settings (favicon or social image)",
    ]);
  });
});
