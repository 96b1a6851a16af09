import { ERRORS } from "@ilha/core";
import { NetworkFailureError } from "@ilha/sections";
import { authorization } from "../../api/client.ts";
import { type MediaItem, mediaUrl, uploadError } from "./media-item.ts";

function storedItem(body: string): MediaItem | undefined {
  try {
    return JSON.parse(body) as MediaItem;
  } catch {
    return undefined;
  }
}

/**
 * Uploads one image as multipart/form-data. XMLHttpRequest rather than `request`, because only
 * it reports the upload's progress (`onProgress` with 0…1). Rejects with the catalogue's error
 * of a refused file, or a `NetworkFailureError` when no reply came.
 */
export function uploadMedia({
  siteId,
  isShared,
  file,
  onProgress,
  signal,
}: {
  siteId: string;
  isShared: boolean;
  file: File;
  onProgress: (share: number) => void;
  signal?: AbortSignal | undefined;
}): Promise<MediaItem> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", mediaUrl(siteId));
    const headers = { accept: "application/json", ...authorization(isShared) };
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    xhr.addEventListener("load", () => {
      const item = xhr.status < 300 ? storedItem(xhr.responseText) : undefined;
      if (item !== undefined) resolve(item);
      else reject(uploadError({ status: xhr.status, body: xhr.responseText }));
    });
    xhr.addEventListener("error", () =>
      reject(new NetworkFailureError(ERRORS.failedToFetch.message)),
    );
    xhr.addEventListener("abort", () =>
      reject(new DOMException("The upload was stopped", "AbortError")),
    );
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append("file", file);
    xhr.send(form);
  });
}
