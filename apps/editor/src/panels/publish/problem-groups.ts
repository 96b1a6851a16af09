import { activeLanguages, MIN_TEXT_CONTRAST, SITE_PART_FIELDS, type Site } from "@ilha/core";
import { CONFIGS } from "@ilha/sections";
import { EDITOR_TEXT } from "../../shell/ui-text.ts";
import { shownRatio } from "../theme/theme-contrast.ts";
import type { PrepublishProblem } from "./prepublish-problems.ts";

const T = EDITOR_TEXT.checks;

/** Problems of one place on a page or of the site: a section, the page's meta, a site part. */
export type ProblemPart = { key: string; heading: string; problems: PrepublishProblem[] };
/** A page in a language, the language's site-wide parts, or the theme. */
export type ProblemGroup = { key: string; heading: string; parts: ProblemPart[] };

/** The sentence that names a problem in the list. */
export function problemMessage(problem: PrepublishProblem): string {
  switch (problem.kind) {
    case "requiredEmpty":
      return T.requiredEmpty(problem.label, problem.item);
    case "brokenLink":
      return T.brokenLink(problem.label, problem.link, problem.item);
    case "missingAlt":
      return T.missingAlt(problem.label, problem.item);
    case "missingMeta":
      return T.missingMeta(problem.field);
    case "untranslated":
      return T.untranslated(problem.label, problem.item, problem.state === "outdated");
    case "contrast": {
      const { text, fill, ratio } = problem.pair;
      return T.contrast(
        EDITOR_TEXT.theme.contrastPair(text, fill, shownRatio(ratio)),
        MIN_TEXT_CONTRAST,
      );
    }
  }
}

/** A key unique among the problems of one part. */
export function problemKey(problem: PrepublishProblem): string {
  if (problem.kind === "contrast") return `contrast|${problem.pair.fill}`;
  const field = "field" in problem ? problem.field : "";
  return [problem.kind, problem.path?.join(".") ?? "", field].join("|");
}

function groupOf(site: Site, problem: PrepublishProblem): Omit<ProblemGroup, "parts"> {
  if (problem.kind === "contrast") return { key: "theme", heading: T.themeGroup };
  const { language, pagePath } = problem;
  const languages = activeLanguages(site);
  const name = languages.find((entry) => entry.lang.code === language)?.lang.name ?? language;
  const inLanguage = (heading: string) =>
    languages.length > 1 ? T.inLanguage(heading, name) : heading;
  if (pagePath === undefined) return { key: `${language}|site`, heading: inLanguage(T.siteGroup) };
  const page = site.content[language]?.pages.find((item) => item.path === pagePath);
  const title = page?.meta.title.trim() || EDITOR_TEXT.pages.untitled;
  return { key: `${language}|${pagePath}`, heading: inLanguage(T.pageGroup(title, pagePath)) };
}

function partOf(problem: PrepublishProblem): Omit<ProblemPart, "problems"> {
  if (problem.kind === "contrast")
    return { key: "contrast", heading: EDITOR_TEXT.theme.colorsHeading };
  if (problem.sectionType !== undefined && problem.sectionId !== undefined) {
    return { key: `section|${problem.sectionId}`, heading: CONFIGS[problem.sectionType].label };
  }
  if (problem.pagePath !== undefined) return { key: "meta", heading: T.pageDetails };
  const part = String(problem.path?.[0] ?? "");
  return { key: `part|${part}`, heading: SITE_PART_FIELDS[part]?.label ?? part };
}

/**
 * The problems by place, in the order they come: each page of each language, then that
 * language's site-wide parts, then the theme; within a group, by section (or meta, or part).
 */
export function problemGroups(site: Site, problems: readonly PrepublishProblem[]): ProblemGroup[] {
  const groups = new Map<string, ProblemGroup>();
  for (const problem of problems) {
    const heading = groupOf(site, problem);
    const group = groups.get(heading.key) ?? { ...heading, parts: [] };
    groups.set(heading.key, group);
    const where = partOf(problem);
    const part = group.parts.find((candidate) => candidate.key === where.key);
    if (part === undefined) group.parts.push({ ...where, problems: [problem] });
    else part.problems.push(problem);
  }
  return [...groups.values()];
}
