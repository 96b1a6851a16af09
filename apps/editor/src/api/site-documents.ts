import { type OperationInput, type Site, validateSite } from "@ilha/core";
import { request } from "@ilha/sections";
import type { Transport } from "../document/sync.ts";
import { authorization } from "./client.ts";

/** A site's address in the API; its draft's files are under `{siteUrl}/draft/`. */
export const siteUrl = (siteId: string) => `/api/v1/sites/${encodeURIComponent(siteId)}`;

/** A site document's version from its `ETag` (`"12"`). */
export function versionOf(etag: string | undefined): number {
  const version = Number(JSON.parse(etag ?? "0"));
  return Number.isInteger(version) ? version : 0;
}

/** The draft document of a site and its version, validated (and migrated) by core. */
export async function loadSite(
  siteId: string,
  isShared: boolean,
): Promise<{ site: Site; version: number }> {
  const result = await request<unknown>({
    method: "GET",
    url: siteUrl(siteId),
    headers: authorization(isShared),
  });
  const validated = validateSite(result.data);
  if (!validated.ok) throw new Error("The stored site does not validate");
  return { site: validated.site, version: versionOf(result.etag) };
}

/**
 * Replaces a site's whole draft (`PUT` with `If-Match` of the version the owner saw): the
 * stored document, validated by the server, and its version.
 */
export async function replaceSite({
  siteId,
  isShared,
  site,
  version,
}: {
  siteId: string;
  isShared: boolean;
  site: Site;
  version: number;
}): Promise<{ site: Site; version: number }> {
  const result = await request<unknown>({
    method: "PUT",
    url: siteUrl(siteId),
    body: site,
    headers: { ...authorization(isShared), "if-match": `"${version}"` },
  });
  const validated = validateSite(result.data);
  if (!validated.ok) throw new Error("The stored site does not validate");
  return { site: validated.site, version: versionOf(result.etag) };
}

/** How the editor reads and saves one site: GET, and PATCH with `If-Match`. */
export function siteTransport(siteId: string, isShared: boolean): Transport {
  return {
    load: () => loadSite(siteId, isShared),
    poll: async (version: number) => {
      const result = await request<unknown>({
        method: "GET",
        url: siteUrl(siteId),
        headers: { ...authorization(isShared), "if-none-match": `"${version}"` },
      });
      if (result.status === 304) return undefined;
      const validated = validateSite(result.data);
      return validated.ok ? { site: validated.site, version: versionOf(result.etag) } : undefined;
    },
    patch: async ({ version, operations }: { version: number; operations: OperationInput[] }) => {
      const result = await request<undefined>({
        method: "PATCH",
        url: siteUrl(siteId),
        body: { operations },
        headers: { ...authorization(isShared), "if-match": `"${version}"` },
      });
      return { version: versionOf(result.etag) };
    },
  };
}
