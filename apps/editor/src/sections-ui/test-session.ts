import { readFileSync } from "node:fs";
import { join } from "node:path";
import { type Site, validateSite } from "@ilha/core";
import { createDocumentStore, edit, step } from "../document/document-store.ts";
import { type EditorSession, recorded } from "../document/editor-session.ts";
import { createViewStore } from "../document/view-store.ts";

const SAMPLE = join(import.meta.dirname, "../../../../templates/vehicle-rental/site.json");

/** The sample site, validated as the server stores it. */
export function sampleSite(): Site {
  const result = validateSite(JSON.parse(readFileSync(SAMPLE, "utf8")));
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.site;
}

/** An editor session on the sample site in `language` at `pagePath`, saving nowhere. */
export function testSession({
  language = "pt",
  pagePath = "/",
}: {
  language?: string;
  pagePath?: string;
} = {}): EditorSession {
  const site = sampleSite();
  const document = createDocumentStore({
    siteId: site.id,
    site,
    acknowledged: { site, version: 1 },
  });
  return {
    document,
    view: createViewStore({ language, pagePath }),
    sync: { flush: async () => {}, stop: () => {} },
    edit: (operations) => edit(document, recorded(document, operations)),
    undo: () => step(document, "undo"),
    redo: () => step(document, "redo"),
    close: async () => {},
  };
}

/** A section's data in `language` at `pagePath` of the session's document. */
export function sectionData({
  session,
  language,
  pagePath,
  sectionId,
}: {
  session: EditorSession;
  language: string;
  pagePath: string;
  sectionId: string;
}): Record<string, unknown> | undefined {
  const page = session.document
    .getState()
    .site.content[language]?.pages.find((candidate) => candidate.path === pagePath);
  const section = page?.components.find((component) => component.id === sectionId);
  return section?.data as Record<string, unknown> | undefined;
}
