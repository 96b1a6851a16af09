/**
 * What one account may hold and do (README: Security), each configurable (`AppOptions.quotas`,
 * the `ILHA_…` variables of `config.ts`). A request past a limit is refused with its catalogued
 * 4xx before anything is written.
 */
export type Quotas = {
  /** Sites one account may own (`ILHA_MAX_SITES`). */
  sitesPerAccount: number;
  /** Bytes the media files of one account's sites may take on disk (`ILHA_MAX_MEDIA_BYTES`). */
  mediaBytesPerAccount: number;
  /** Publishes one account may make in an hour, over all its sites (`ILHA_PUBLISH_RATE_LIMIT`). */
  publishesPerHour: number;
  /** Images one account may upload in an hour, over all its sites (`ILHA_UPLOAD_RATE_LIMIT`). */
  uploadsPerHour: number;
  /** Published versions kept per site; the live one is always kept too (`ILHA_KEPT_VERSIONS`). */
  keptVersions: number;
  /** Frames of an animated image (`ILHA_MAX_IMAGE_FRAMES`). */
  imageFrames: number;
  /** Seconds each image job (one decode and encode) may take (`ILHA_IMAGE_TIMEOUT_SECONDS`). */
  imageTimeoutSeconds: number;
  /** A site document's size: pages per language, sections per page and in all, JSON bytes. */
  siteSize: SiteSizeLimits;
};

export type SiteSizeLimits = {
  /** `ILHA_MAX_PAGES`: pages in each language. */
  pages: number;
  /** `ILHA_MAX_SECTIONS_PER_PAGE`: room for the editor's page of 300 sections. */
  sectionsPerPage: number;
  /** `ILHA_MAX_SECTIONS`: sections over every page of every language. */
  sections: number;
  /** `ILHA_MAX_DOCUMENT_BYTES`: the document as stored, in UTF-8 JSON bytes. */
  documentBytes: number;
};

export const HOUR_MS = 60 * 60 * 1000;

export const DEFAULT_QUOTAS: Quotas = {
  sitesPerAccount: 20,
  mediaBytesPerAccount: 500 * 1024 * 1024,
  publishesPerHour: 60,
  uploadsPerHour: 60,
  keptVersions: 20,
  imageFrames: 100,
  imageTimeoutSeconds: 20,
  siteSize: {
    pages: 50,
    sectionsPerPage: 500,
    sections: 5_000,
    documentBytes: 2 * 1024 * 1024,
  },
};

export function quotasWith(overrides: QuotaOverrides = {}): Quotas {
  return {
    ...DEFAULT_QUOTAS,
    ...overrides,
    siteSize: { ...DEFAULT_QUOTAS.siteSize, ...overrides.siteSize },
  };
}

export type QuotaOverrides = Partial<Omit<Quotas, "siteSize">> & {
  siteSize?: Partial<SiteSizeLimits>;
};
