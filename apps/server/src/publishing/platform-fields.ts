import { API_PATH_DEFAULT, type Site } from "@ilha/core";

/**
 * The document as the platform builds it: its forms post to this server's own API, whatever
 * address the document holds; the plan is the stored one, which only an operator sets.
 */
export function withPlatformFields(site: Site): Site {
  return { ...site, settings: { ...site.settings, apiPath: API_PATH_DEFAULT } };
}
