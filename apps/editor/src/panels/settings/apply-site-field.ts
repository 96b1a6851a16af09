import { getIn, SITE_LEVEL_KEYS } from "@ilha/core";
import type { EditorSession } from "../../document/editor-session.ts";
import { isSameValue } from "../../document/same-value.ts";
import { applyEdit } from "../pages/apply-edit.ts";

/** A part of the site: `["name"]`, `["settings", …]`, or a part of a language's content. */
export type SitePath = readonly [string, ...(string | number)[]];

/** The value at `path`: the site's own, or the language in view's content. */
export function siteValueAt(session: EditorSession, path: SitePath): unknown {
  const { site } = session.document.getState();
  if (SITE_LEVEL_KEYS.has(path[0])) return getIn(site, path);
  return getIn(site.content[session.view.getState().language], path);
}

/**
 * Sets a part of the site as one edit (`setSiteField`, texts in the language in view):
 * `undefined` when it applied or nothing changed, else the catalogue's message of the refusal.
 */
export function applySiteField(
  session: EditorSession,
  path: SitePath,
  value: unknown,
): string | undefined {
  if (isSameValue(value, siteValueAt(session, path))) return undefined;
  const { language } = session.view.getState();
  return applyEdit(session, [{ op: "setSiteField", language, path: [...path], value }]);
}
