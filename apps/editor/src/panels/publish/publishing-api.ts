import { request } from "@ilha/sections";
import { authorization } from "../../api/client.ts";
import { siteUrl } from "../../api/site-documents.ts";

/** One published version, as `GET /api/v1/sites/{id}/versions` lists it (newest first). */
export type PublishedVersion = {
  number: number;
  publishedAt: string;
  /** The draft version it was built from; null when not recorded. */
  draftVersion: number | null;
  isLive: boolean;
};

/** Which site, and whether the calls are a collaborator's (shared editing). */
export type SiteCalls = { siteId: string; isShared: boolean };

export async function listVersions({ siteId, isShared }: SiteCalls): Promise<PublishedVersion[]> {
  const result = await request<PublishedVersion[]>({
    method: "GET",
    url: `${siteUrl(siteId)}/versions`,
    headers: authorization(isShared),
  });
  return result.data ?? [];
}

/** Publishes the draft of `draftVersion`: a newer draft on the server is a 412, never published. */
export async function publishDraft({
  siteId,
  isShared,
  draftVersion,
}: SiteCalls & { draftVersion: number }): Promise<void> {
  await request({
    method: "POST",
    url: `${siteUrl(siteId)}/publish`,
    headers: { ...authorization(isShared), "if-match": `"${draftVersion}"` },
  });
}

export async function restoreVersion({
  siteId,
  isShared,
  number,
}: SiteCalls & { number: number }): Promise<void> {
  await request({
    method: "POST",
    url: `${siteUrl(siteId)}/versions/${number}/restore`,
    headers: authorization(isShared),
  });
}

export async function unpublishSite({ siteId, isShared }: SiteCalls): Promise<void> {
  await request({
    method: "POST",
    url: `${siteUrl(siteId)}/unpublish`,
    headers: authorization(isShared),
  });
}

/** A date in the owner's own locale and time zone ("24 Nov 2026, 19:30"). */
export function inOwnersLocale(iso: string): string {
  return new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
}
