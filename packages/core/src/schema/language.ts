import { z } from "zod";
import { LIMITS } from "../limits.ts";

export const languageCode = z.string().regex(/^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})?$/, {
  error: "Use a language code such as 'pt' or 'en'",
});

/** Spec §3 language entry. */
export const languageEntry = z.strictObject({
  id: z.number().int().nonnegative(),
  lang: z.strictObject({
    id: z.number().int().nonnegative(),
    code: languageCode,
    name: z.string().min(1).max(LIMITS.text.languageName),
    localizedName: z.string().min(1).max(LIMITS.text.languageName),
    /** The flag image name under the static flags path, e.g. "pt" or "gb". */
    flagCode: z.string().regex(/^[a-z]{2}(?:-[a-z]{2,3})?$/),
  }),
  isPrimary: z.boolean(),
  order: z.number().int().nonnegative(),
  status: z.enum(["active", "inactive"]),
  smLangId: z.number().int().nonnegative().optional(),
});
export type LanguageEntry = z.infer<typeof languageEntry>;

export const languageMenuLayout = z.enum(["full", "text", "flag"]);
export type LanguageMenuLayout = z.infer<typeof languageMenuLayout>;
