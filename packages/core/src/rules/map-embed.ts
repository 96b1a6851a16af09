/**
 * Map embeds come only from the maps service's embed addresses: either a stored embed URL of
 * that service, or one built from coordinates (spec §2, §3: lat and lng joined as the query).
 */
export const MAP_EMBED_BASE = "https://maps.google.com/maps";

/** The hosts of the maps service's embed addresses. */
export const MAP_EMBED_HOSTS = ["www.google.com", "maps.google.com", "google.com"] as const;

const EMBED_HOSTS = new Set<string>(MAP_EMBED_HOSTS);

export type GeoLocation = { lat: number; lng: number };

export function mapEmbedFromCoordinates({ lat, lng }: GeoLocation): string {
  const query = encodeURIComponent(`${lat},${lng}`);
  return `${MAP_EMBED_BASE}?q=${query}&z=15&output=embed`;
}

export function isMapEmbedUrl(input: string): boolean {
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    return false;
  }
  if (url.protocol !== "https:" || !EMBED_HOSTS.has(url.hostname)) return false;
  if (url.username !== "" || url.password !== "" || url.port !== "") return false;
  if (url.pathname === "/maps/embed") return true;
  return url.pathname === "/maps" && url.searchParams.get("output") === "embed";
}

/** The embed address to render: the stored URL when it is an embed address, else from coordinates. */
export function mapEmbedUrl({
  mapSrc,
  geoLocation,
}: {
  mapSrc?: string | undefined;
  geoLocation?: GeoLocation | undefined;
}): string | undefined {
  if (mapSrc !== undefined && isMapEmbedUrl(mapSrc)) return mapSrc;
  return geoLocation === undefined ? undefined : mapEmbedFromCoordinates(geoLocation);
}
