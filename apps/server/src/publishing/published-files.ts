import { join } from "node:path";

/**
 * Where a published version's files live: two builds of the same document, one for the address
 * `/s/{slug}/…` (`path`) and one for the site's own host (`host`). A version's folder is written
 * once, under a temporary name renamed into place, and never changed after.
 */
export function versionDir({
  dataDir,
  siteId,
  version,
}: {
  dataDir: string;
  siteId: string;
  version: number;
}): string {
  return join(dataDir, "published", siteId, String(version));
}

export type HostingVariant = "path" | "host";

export function pathRouteBase(slug: string): string {
  return `/s/${slug}`;
}

/** The platform's host name the editor is served at by default (`app.localhost`). */
export const EDITOR_HOST_NAME = "app";

/** The origin of `{name}.{hostSuffix}` on the public origin's scheme and port. */
export function hostNameOrigin({
  publicOrigin,
  hostSuffix,
  name,
}: {
  publicOrigin: string;
  hostSuffix: string;
  name: string;
}): string {
  const url = new URL(publicOrigin);
  return `${url.protocol}//${name}.${hostSuffix}${url.port === "" ? "" : `:${url.port}`}`;
}

/** The origin of a site's own host, e.g. `http://vehicle-rental.localhost:3000`. */
export function siteHostOrigin({
  publicOrigin,
  hostSuffix,
  slug,
}: {
  publicOrigin: string;
  hostSuffix: string;
  slug: string;
}): string {
  return hostNameOrigin({ publicOrigin, hostSuffix, name: slug });
}
