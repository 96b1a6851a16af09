import { z } from "zod";
import { booleanField, linkField, listField, shapeOf, textField } from "../fields/field.ts";
import { checkRequired } from "../fields/required-rules.ts";
import { LIMITS } from "../limits.ts";
import { UI_TEXT } from "../ui-text.ts";
import { consentSettings } from "./consent-settings.ts";
import { languageCode, languageEntry } from "./language.ts";
import { messengers } from "./messengers.ts";
import { page } from "./page.ts";
import { text } from "./primitives.ts";
import { siteSettings } from "./site-settings.ts";
import { theme } from "./theme.ts";

export const SCHEMA_VERSION = 2;

export const PRIVACY_POLICY_SETTING_FIELDS = {
  name: textField({ label: "Privacy policy link text", max: LIMITS.text.privacyPolicyName }),
  link: linkField({ label: "Privacy policy link" }),
  showInFooter: booleanField({ label: "Show in the footer", default: false }),
};
export const privacyPolicySetting = z.strictObject(shapeOf(PRIVACY_POLICY_SETTING_FIELDS));

export const NAV_LINK_FIELDS = {
  text: textField({ label: "Link text" }),
  link: linkField({ label: "Link target" }),
};

export const navLink = z.strictObject(shapeOf(NAV_LINK_FIELDS));
export type NavLink = z.infer<typeof navLink>;

/** What a visitor reads on every page of a language, beside its pages' sections. */
export const SITE_CONTENT_FIELDS = {
  headerLinks: listField({
    label: "Header links",
    itemLabel: "header link",
    count: LIMITS.counts.navLinks,
    item: NAV_LINK_FIELDS,
  }),
  footerLinks: listField({
    label: "Footer links",
    itemLabel: "footer link",
    count: LIMITS.counts.navLinks,
    item: NAV_LINK_FIELDS,
  }),
  extraLinksLabel: textField({
    label: "Overflow menu label",
    max: LIMITS.text.extraLinksLabel,
    required: "always",
    default: UI_TEXT.extraLinksLabel,
  }),
};

/** What a visitor reads, in one language. */
export const siteContent = z
  .strictObject({
    ...shapeOf(SITE_CONTENT_FIELDS),
    privacyPolicy: privacyPolicySetting.optional(),
    consent: consentSettings.optional(),
    messengers: messengers.optional(),
    pages: z.array(page).min(1, { error: "A site needs at least one page" }),
  })
  .superRefine((data, context) => {
    checkRequired({ fields: SITE_CONTENT_FIELDS, data, context });
    const ids = new Set<string>();
    data.pages.forEach((item, pageAt) => {
      item.components.forEach((component, componentAt) => {
        if (ids.has(component.id)) {
          context.addIssue({
            code: "custom",
            path: ["pages", pageAt, "components", componentAt, "id"],
            message: `Section id "${component.id}" is used twice in the site`,
          });
        }
        ids.add(component.id);
      });
    });
    const paths = new Set<string>();
    data.pages.forEach((item, index) => {
      if (paths.has(item.path)) {
        context.addIssue({
          code: "custom",
          path: ["pages", index, "path"],
          message: `The path "${item.path}" is used by two pages`,
        });
      }
      paths.add(item.path);
    });
    if (!paths.has("/")) {
      context.addIssue({
        code: "custom",
        path: ["pages"],
        message: "A site needs a home page '/'",
      });
    }
  });
export type SiteContent = z.infer<typeof siteContent>;

export const siteId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, { error: "Not a valid site id" });
export const siteSlug = z.string().regex(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/, {
  error: "Use lowercase letters, digits and '-'",
});

function checkLanguages(
  data: { languages: z.infer<typeof languageEntry>[]; content: Record<string, SiteContent> },
  context: z.RefinementCtx,
): void {
  const issue = (path: (string | number)[], message: string) =>
    context.addIssue({ code: "custom", path, message });
  const primaries = data.languages.filter((entry) => entry.isPrimary);
  if (primaries.length !== 1) issue(["languages"], "Exactly one language is primary");
  if (primaries.some((entry) => entry.status !== "active")) {
    issue(["languages"], "The primary language is active");
  }
  const codes = new Set<string>();
  data.languages.forEach((entry, index) => {
    const code = entry.lang.code;
    if (codes.has(code)) issue(["languages", index, "lang", "code"], `"${code}" is listed twice`);
    codes.add(code);
    if (entry.status === "active" && data.content[code] === undefined) {
      issue(["content", code], `The active language "${code}" has no content`);
    }
  });
  for (const code of Object.keys(data.content)) {
    if (!codes.has(code)) issue(["content", code], `"${code}" is not one of the site's languages`);
  }
  const primaryCode = primaries[0]?.lang.code;
  const primaryPaths = pathsOf(primaryCode === undefined ? undefined : data.content[primaryCode]);
  for (const entry of data.languages) {
    const content = data.content[entry.lang.code];
    if (entry.isPrimary || entry.status !== "active" || content === undefined) continue;
    if (pathsOf(content) !== primaryPaths) {
      issue(
        ["content", entry.lang.code, "pages"],
        `Every language has the same pages as the primary one (${primaryPaths})`,
      );
    }
  }
}

function pathsOf(content: SiteContent | undefined): string {
  return (content?.pages ?? [])
    .map((item) => item.path)
    .sort()
    .join(", ");
}

/** One language's translation records: by text key, the hash of the source text. */
export const translationRecords = z.record(z.string(), z.string());

/** The site document (DESIGN.md §2). */
export const site = z
  .strictObject({
    schemaVersion: z.literal(SCHEMA_VERSION),
    id: siteId,
    hash: z.string().regex(/^[A-Za-z0-9]{8,64}$/, { error: "Not a valid site hash" }),
    slug: siteSlug,
    name: text(LIMITS.text.meta.title).min(1),
    plan: z.enum(["free", "paid"]).default("free"),
    theme,
    settings: siteSettings,
    languages: z.array(languageEntry).min(1),
    content: z.record(languageCode, siteContent),
    /**
     * Per non-primary language, per text key (`textKey`), the hash of the primary language's
     * text the translation was made from. The editor's alone: the published site ignores it.
     */
    translations: z.record(languageCode, translationRecords).optional(),
  })
  .superRefine(checkLanguages);
export type Site = z.infer<typeof site>;
export type SiteInput = z.input<typeof site>;
