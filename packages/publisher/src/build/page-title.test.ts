import { describe, expect, it } from "vitest";
import { publishedTitle } from "./page-title.ts";

describe("a published page's title", () => {
  const siteName = "Café Aurora";

  it("follows the page's own title with the site's name", () => {
    expect(publishedTitle({ title: "Menu", siteName })).toBe("Menu · Café Aurora");
    expect(publishedTitle({ title: "  Menu ", siteName })).toBe("Menu · Café Aurora");
  });

  it("keeps a full title that already names the site, whatever its case or its place", () => {
    expect(publishedTitle({ title: "Café Aurora — brunch in Lisbon", siteName })).toBe(
      "Café Aurora — brunch in Lisbon",
    );
    expect(publishedTitle({ title: "Menu | CAFÉ AURORA", siteName })).toBe("Menu | CAFÉ AURORA");
    expect(publishedTitle({ title: "Menu | Cafe\u0301 Aurora", siteName })).toBe(
      "Menu | Cafe\u0301 Aurora",
    );
  });

  it("is the site's name for a page without a title, and the page's title for a site without a name", () => {
    expect(publishedTitle({ title: "", siteName })).toBe("Café Aurora");
    expect(publishedTitle({ title: " ", siteName })).toBe("Café Aurora");
    expect(publishedTitle({ title: "Menu", siteName: "" })).toBe("Menu");
  });
});
