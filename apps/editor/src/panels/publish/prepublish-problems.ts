import { type Site, type SiteProblem, siteProblems } from "@ilha/core";
import { type ContrastProblem, contrastProblems } from "../theme/theme-contrast.ts";

/** A theme colour pair whose text falls below the contrast minimum. */
export type ThemeProblem = { kind: "contrast"; pair: ContrastProblem };

/** What the checks before publishing list: the document's problems and the theme's. */
export type PrepublishProblem = SiteProblem | ThemeProblem;

/** Everything that would hurt the published site, the theme's contrast last. */
export function prepublishProblems(site: Site): PrepublishProblem[] {
  const theme = contrastProblems(site).map((pair): ThemeProblem => ({ kind: "contrast", pair }));
  return [...siteProblems(site), ...theme];
}
