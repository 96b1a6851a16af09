import { SECTION_TYPES } from "@ilha/core";
import { describe, expect, it } from "vitest";
import { loadSite } from "../packages/publisher/src/test-support/template.ts";
import { CONFIGS } from "../packages/sections/src/configs.ts";
import { featuredId, pathOf, thumbnailSite, withPictures } from "./thumbnail-site.ts";

const IMAGE_FIELDS = new Set(["imgUrl", "imageUrl", "imgDimensions"]);

/** `value` without its image fields: what a thumbnail keeps of the defaults word for word. */
function withoutImages(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutImages);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !IMAGE_FIELDS.has(key))
      .map(([key, item]) => [key, withoutImages(item)]),
  );
}

describe("thumbnailSite", () => {
  it("holds every section kind with its defaults on a page of its own, in the template's theme", async () => {
    const template = await loadSite();
    const site = await thumbnailSite(template);
    expect(site.theme).toEqual(template.theme);
    const pages = site.content.en?.pages ?? [];
    for (const type of SECTION_TYPES) {
      const page = pages.find((item) => item.path === pathOf(type));
      const featured = page?.components.find((item) => item.id === featuredId(type));
      expect(featured?.type).toBe(type);
      expect(featured?.data).toMatchObject(withoutImages(CONFIGS[type].defaults()) as object);
    }
  });

  it("fills every empty image slot with a picture and leaves other addresses alone", () => {
    const picture = { medium: { url: "/images/a-768.webp", width: 768, height: 576 } };
    const data = {
      image: { imgUrl: "", alt: "" },
      posts: [{ imageUrl: "", title: "First" }],
      logoSrc: "",
      kept: { imgUrl: "/images/own.webp", alt: "" },
    };
    expect(withPictures(data, [picture])).toEqual({
      image: { imgUrl: "/images/a-768.webp", imgDimensions: picture, alt: "" },
      posts: [{ imageUrl: "/images/a-768.webp", imgDimensions: picture, title: "First" }],
      logoSrc: "",
      kept: { imgUrl: "/images/own.webp", alt: "" },
    });
  });
});
