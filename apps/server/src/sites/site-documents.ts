import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { SCHEMA_VERSION, type SiteInput } from "@ilha/core";

export const TEMPLATES = ["vehicle-rental"] as const;
export type TemplateName = (typeof TEMPLATES)[number];

const REPOSITORY = join(dirname(fileURLToPath(import.meta.url)), "../../../..");

export function templateDir(template: TemplateName): string {
  return join(REPOSITORY, "templates", template);
}

export type SiteIdentity = { id: string; hash: string; slug: string; name: string };

export function newSiteHash(): string {
  return randomBytes(12).toString("hex");
}

/** A blank site: one English page with a navbar-only header, ready to be built on. */
export function blankSiteDocument(identity: SiteIdentity): SiteInput {
  return {
    schemaVersion: SCHEMA_VERSION,
    ...identity,
    plan: "free",
    theme: {
      palette: { primary: "#0E5A8A", secondary: "#F2A541" },
      primaryFont: "Inter",
      secondaryFont: "Inter",
    },
    settings: {},
    languages: [
      {
        id: 1,
        lang: { id: 1, code: "en", name: "English", localizedName: "English", flagCode: "gb" },
        isPrimary: true,
        order: 0,
        status: "active",
      },
    ],
    content: {
      en: {
        pages: [
          {
            path: "/",
            meta: { title: identity.name },
            components: [{ id: "header", type: "navbar-header", data: {} }],
          },
        ],
      },
    },
  } as SiteInput;
}

/** A copy of a template's document under a new identity, on the free plan whatever it says. */
export async function templateSiteDocument({
  template,
  identity,
}: {
  template: TemplateName;
  identity: SiteIdentity;
}): Promise<SiteInput> {
  const text = await readFile(join(templateDir(template), "site.json"), "utf8");
  return { ...(JSON.parse(text) as SiteInput), ...identity, plan: "free" };
}
