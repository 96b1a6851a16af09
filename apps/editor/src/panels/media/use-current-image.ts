import { isInternalPath, safeImageUrl } from "@ilha/core";
import { useEffect, useState } from "react";
import { authorization } from "../../api/client.ts";

const MEDIA_PATH = "/media/";

/**
 * Where the dialog reads the current image from: an upload (`/media/…`) or an absolute address
 * as it is; a template's site path (`/images/…`) from the draft's route, which wants the owner's
 * credentials and so is fetched rather than linked.
 */
export function currentImageSource({
  current,
  siteId,
}: {
  current: string;
  siteId: string;
}): { url: string; isDraft: boolean } | undefined {
  const safe = safeImageUrl(current);
  if (safe === undefined) return undefined;
  if (!isInternalPath(safe) || safe.startsWith(MEDIA_PATH)) return { url: safe, isDraft: false };
  return { url: `/api/v1/sites/${encodeURIComponent(siteId)}/draft${safe}`, isDraft: true };
}

/** The current image's address for an `<img>`, or `undefined` while none can be shown. */
export function useCurrentImage({
  current,
  siteId,
  isShared,
}: {
  current: string;
  siteId: string;
  isShared: boolean;
}): string | undefined {
  const source = currentImageSource({ current, siteId });
  const [blobUrl, setBlobUrl] = useState<string | undefined>();
  const draftUrl = source?.isDraft === true ? source.url : undefined;

  useEffect(() => {
    if (draftUrl === undefined) return;
    const controller = new AbortController();
    let objectUrl: string | undefined;
    fetch(draftUrl, { headers: authorization(isShared), signal: controller.signal })
      .then((response) => (response.ok ? response.blob() : undefined))
      .then((blob) => {
        if (blob === undefined || controller.signal.aborted) return;
        objectUrl = URL.createObjectURL(blob);
        setBlobUrl(objectUrl);
      })
      // A preview that cannot be read is left out; the dialog works without it.
      .catch(() => undefined);
    return () => {
      controller.abort();
      if (objectUrl !== undefined) URL.revokeObjectURL(objectUrl);
    };
  }, [draftUrl, isShared]);

  return source?.isDraft === false ? source.url : blobUrl;
}
