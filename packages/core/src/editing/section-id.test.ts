import { describe, expect, it } from "vitest";
import { applied, templateSite } from "../test-support/editing.ts";
import { sectionIds } from "./locate.ts";
import { type RandomIndex, newSectionId } from "./section-id.ts";

const ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";

/** A random source that draws `letters` in order (as alphabet indexes), then `z` forever. */
function drawing(letters: string): RandomIndex {
  const queue = [...letters].map((letter) => ALPHABET.indexOf(letter));
  return () => queue.shift() ?? ALPHABET.indexOf("z");
}

describe("newSectionId", () => {
  it("names the section's kind with a five-letter suffix the site does not use", () => {
    const site = templateSite();
    const id = newSectionId({ site, type: "pricing" });
    expect(id).toMatch(/^pricing-[a-z0-9]{5}$/);
    expect(sectionIds(site).has(id)).toBe(false);
  });

  it("draws again when the id it drew is taken", () => {
    const base = templateSite();
    const section = { id: "cta-aaaaa", type: "cta", data: {} };
    const site = applied(base, {
      op: "insertSection",
      pagePath: "/",
      beforeId: null,
      section,
    }).site;
    expect(newSectionId({ site, type: "cta", random: drawing("aaaaa") })).toBe("cta-zzzzz");
    expect(newSectionId({ site: base, type: "cta", random: drawing("aaaaa") })).toBe("cta-aaaaa");
  });
});
