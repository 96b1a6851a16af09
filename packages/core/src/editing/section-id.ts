import type { SectionType } from "../section-catalogue.ts";
import type { Site } from "../schema/site.ts";
import { sectionIds } from "./locate.ts";

const ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";

/** A source of random integers in `[0, bound)`: the platform's by default, a seeded one in tests. */
export type RandomIndex = (bound: number) => number;

/** Math.random is enough: ids are names, not secrets; uniqueness is checked against the site. */
const defaultRandom: RandomIndex = (bound) => Math.floor(Math.random() * bound);

/**
 * A new section's id: its kind and a random suffix (`pricing-k3f9x`), unique within the site, so
 * two editors inserting at once do not collide and the id reads in the page's anchors.
 */
export function newSectionId({
  site,
  type,
  random = defaultRandom,
}: {
  site: Site;
  type: SectionType;
  random?: RandomIndex;
}): string {
  const taken = sectionIds(site);
  for (;;) {
    let suffix = "";
    for (let index = 0; index < 5; index += 1) suffix += ALPHABET[random(ALPHABET.length)];
    const id = `${type}-${suffix}`;
    if (!taken.has(id)) return id;
  }
}
