import { request } from "@ilha/sections";
import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { authorization } from "../../api/client.ts";
import { type MediaItem, mediaUrl } from "./media-item.ts";
import { uploadMedia } from "./upload-media.ts";

const mediaKey = (siteId: string) => ["media", siteId] as const;

/** A site's uploaded images, newest first, a page (the server's default size) at a time. */
export function useSiteMedia(siteId: string, isShared: boolean) {
  return useInfiniteQuery({
    queryKey: mediaKey(siteId),
    initialPageParam: 1,
    queryFn: async ({ pageParam, signal }) => {
      const result = await request<MediaItem[]>({
        method: "GET",
        url: `${mediaUrl(siteId)}?page=${pageParam}`,
        headers: authorization(isShared),
        signal,
      });
      return { items: result.data ?? [], totalCount: result.totalCount ?? 0 };
    },
    getNextPageParam: (last, pages, lastPage) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      return last.items.length > 0 && loaded < last.totalCount ? lastPage + 1 : undefined;
    },
  });
}

/**
 * Uploads an image with its progress (0…1, `undefined` when none is under way); the site's list
 * is fetched again once it is stored. Leaving the dialog stops an upload under way.
 */
export function useMediaUpload({ siteId, isShared }: { siteId: string; isShared: boolean }) {
  const queries = useQueryClient();
  const [progress, setProgress] = useState<number | undefined>();
  const stop = useRef(new AbortController());
  useEffect(() => {
    const controller = new AbortController();
    stop.current = controller;
    return () => controller.abort();
  }, []);
  const upload = useMutation({
    mutationFn: (file: File) => {
      setProgress(0);
      return uploadMedia({
        siteId,
        isShared,
        file,
        onProgress: setProgress,
        signal: stop.current.signal,
      });
    },
    onSettled: () => setProgress(undefined),
    onSuccess: () => queries.invalidateQueries({ queryKey: mediaKey(siteId) }),
  });
  return { upload, progress };
}

/** Deletes an upload (`DELETE …/media/{mediaId}`, the owner's); the list is fetched again after. */
export function useMediaDelete({ siteId, isShared }: { siteId: string; isShared: boolean }) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (item: MediaItem) =>
      request({
        method: "DELETE",
        url: `${mediaUrl(siteId)}/${encodeURIComponent(item.id)}`,
        headers: authorization(isShared),
      }),
    onSuccess: () => queries.invalidateQueries({ queryKey: mediaKey(siteId) }),
  });
}
