import type { Site } from "@ilha/core";
import { CONFIGS } from "@ilha/sections";
import { EDITOR_TEXT as T } from "../../shell/ui-text.ts";
import type { MediaItem } from "./media-item.ts";

/** The addresses of an upload's files (`/media/{siteId}/{id}-{size}.webp`), as pages hold them. */
function filePaths(item: MediaItem): string[] {
  const urls = [item.imgUrl, ...Object.values(item.imgDimensions).map((variant) => variant?.url)];
  return [...new Set(urls.filter((url): url is string => url !== undefined && url !== ""))];
}

/** Whether any string within `value` holds one of `paths` (as the server's check reads it). */
function holdsAny(value: unknown, paths: readonly string[]): boolean {
  if (typeof value === "string") return paths.some((path) => value.includes(path));
  if (Array.isArray(value)) return value.some((entry) => holdsAny(entry, paths));
  if (typeof value === "object" && value !== null) {
    return Object.values(value).some((entry) => holdsAny(entry, paths));
  }
  return false;
}

/**
 * Where the site document uses an upload, named for the owner: each section that shows it with
 * its page (titled in `language`, else in the first language that has the page), then the
 * site's settings, the chat widget, or another part of the site. Empty when nothing uses it,
 * which is when the server lets it be deleted.
 */
export function mediaUsage({
  site,
  item,
  language,
}: {
  site: Site;
  item: MediaItem;
  language: string;
}): string[] {
  const paths = filePaths(item);
  if (paths.length === 0) return [];
  const sections = new Map<string, string>();
  const parts = new Set<string>();
  const codes = [language, ...Object.keys(site.content).filter((code) => code !== language)];
  for (const code of codes) {
    const content = site.content[code];
    if (content === undefined) continue;
    const { pages, ...rest } = content;
    for (const page of pages) {
      for (const component of page.components) {
        const key = `${page.path} ${component.id}`;
        if (sections.has(key) || !holdsAny(component, paths)) continue;
        const section = CONFIGS[component.type].label;
        const title = page.meta.title.trim() === "" ? page.path : page.meta.title;
        sections.set(key, T.mediaUsedOn({ section, page: title, path: page.path }));
      }
    }
    for (const [key, value] of Object.entries(rest)) {
      if (holdsAny(value, paths)) {
        parts.add(key === "messengers" ? T.mediaUsedInChat : T.mediaUsedElsewhere);
      }
    }
  }
  const { content: _content, settings, ...others } = site;
  if (holdsAny(settings, paths)) parts.add(T.mediaUsedInSettings);
  if (holdsAny(others, paths)) parts.add(T.mediaUsedElsewhere);
  return [...sections.values(), ...parts];
}
