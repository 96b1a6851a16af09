import type { QuotaOverrides, Quotas, SiteSizeLimits } from "./quotas.ts";

type Limit = Exclude<keyof Quotas, "siteSize">;

/** Each quota's environment variable (README: Configuration). */
export const QUOTA_VARIABLES: Record<Limit, string> = {
  sitesPerAccount: "ILHA_MAX_SITES",
  mediaBytesPerAccount: "ILHA_MAX_MEDIA_BYTES",
  publishesPerHour: "ILHA_PUBLISH_RATE_LIMIT",
  uploadsPerHour: "ILHA_UPLOAD_RATE_LIMIT",
  keptVersions: "ILHA_KEPT_VERSIONS",
  imageFrames: "ILHA_MAX_IMAGE_FRAMES",
  imageTimeoutSeconds: "ILHA_IMAGE_TIMEOUT_SECONDS",
};

export const SITE_SIZE_VARIABLES: Record<keyof SiteSizeLimits, string> = {
  pages: "ILHA_MAX_PAGES",
  sectionsPerPage: "ILHA_MAX_SECTIONS_PER_PAGE",
  sections: "ILHA_MAX_SECTIONS",
  documentBytes: "ILHA_MAX_DOCUMENT_BYTES",
};

function wholeNumber(env: NodeJS.ProcessEnv, name: string): number | undefined {
  const value = env[name];
  if (value === undefined || value === "") return undefined;
  const number = Number(value);
  if (!/^\d+$/.test(value.trim()) || !Number.isSafeInteger(number) || number < 1) {
    throw new Error(`${name} must be a whole number of 1 or more, not "${value}"`);
  }
  return number;
}

function fromEnv<Name extends string>(
  env: NodeJS.ProcessEnv,
  variables: Record<Name, string>,
): Partial<Record<Name, number>> {
  const set: Partial<Record<Name, number>> = {};
  for (const [field, variable] of Object.entries(variables) as [Name, string][]) {
    const value = wholeNumber(env, variable);
    if (value !== undefined) set[field] = value;
  }
  return set;
}

/** The quotas the environment sets; the others keep their `DEFAULT_QUOTAS` values. */
export function quotasFromEnv(env: NodeJS.ProcessEnv): QuotaOverrides {
  return { ...fromEnv(env, QUOTA_VARIABLES), siteSize: fromEnv(env, SITE_SIZE_VARIABLES) };
}
