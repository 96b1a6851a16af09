import { ERRORS, IlhaError, type ImageSet } from "@ilha/core";
import type { ImageChoice } from "@ilha/sections";

/** An uploaded image as `GET`/`POST /api/v1/sites/{id}/media` answer it. */
export type MediaItem = {
  id: string;
  /** The medium rendition's address: what an image field holds as its address. */
  imgUrl: string;
  imgDimensions: ImageSet;
  createdAt: string;
};

export const mediaUrl = (siteId: string) => `/api/v1/sites/${encodeURIComponent(siteId)}/media`;

/**
 * The choice an image field takes from an upload: the server's `imgUrl` (the medium rendition,
 * as the template's image fields hold it) with every rendition as the field's sizes.
 */
export function imageChoiceOf(item: MediaItem): ImageChoice {
  const fallback = Object.values(item.imgDimensions)[0]?.url ?? "";
  return { url: item.imgUrl === "" ? fallback : item.imgUrl, sizes: item.imgDimensions };
}

/**
 * The chosen image's rendition that is widest (`"largest"`: a social image wants the most
 * pixels) or narrowest (`"smallest"`: a favicon), with its size; its address alone when it came
 * without renditions.
 */
export function renditionOf(
  choice: ImageChoice,
  which: "largest" | "smallest",
): { url: string; width?: number; height?: number } {
  const sorted = Object.values(choice.sizes ?? {}).sort((a, b) => a.width - b.width);
  const pick = which === "largest" ? sorted.at(-1) : sorted[0];
  return pick === undefined ? { url: choice.url } : pick;
}

/** When an image was uploaded, in the owner's locale. */
export function uploadedAt(item: MediaItem): string {
  return new Date(item.createdAt).toLocaleString(undefined, {
    dateStyle: "medium",
    timeStyle: "short",
  });
}

function textField(body: unknown, key: string): string | undefined {
  if (typeof body !== "object" || body === null) return undefined;
  const value = (body as Record<string, unknown>)[key];
  return typeof value === "string" && value !== "" ? value : undefined;
}

/**
 * The catalogue's error from a refused upload's reply, `{ status, code, message }`; a reply
 * without a message reads as `request`'s do ("Please refresh page to load data").
 */
export function uploadError({ status, body }: { status: number; body: string }): IlhaError {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    parsed = undefined;
  }
  return new IlhaError({
    status,
    code: textField(parsed, "code") ?? `http_${status}`,
    message: textField(parsed, "message") ?? ERRORS.refreshPage.message,
  });
}
