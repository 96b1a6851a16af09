import { useRef, useState } from "react";
import type { MediaItem } from "./media-item.ts";
import { useMediaUpload } from "./use-site-media.ts";

/** A file the server refused, with the catalogue's message. */
export type Refusal = { fileName: string; message: string };

const isAbort = (error: unknown) => error instanceof DOMException && error.name === "AbortError";

/**
 * Uploads files one after the other (each with its progress, 0…1); files added while one runs
 * wait their turn. `refusal` is the last refused file's, until more files are added; a refused
 * file does not stop the ones after it. Leaving stops the upload under way and the rest.
 */
export function useUploadQueue({
  siteId,
  isShared,
  onUploaded,
}: {
  siteId: string;
  isShared: boolean;
  onUploaded: (file: File, item: MediaItem) => void;
}) {
  const { upload, progress } = useMediaUpload({ siteId, isShared });
  const [refusal, setRefusal] = useState<Refusal | undefined>();
  const waiting = useRef<File[]>([]);
  const isRunning = useRef(false);
  const uploaded = useRef(onUploaded);
  uploaded.current = onUploaded;

  const run = async () => {
    if (isRunning.current) return;
    isRunning.current = true;
    for (let file = waiting.current.shift(); file !== undefined; file = waiting.current.shift()) {
      try {
        uploaded.current(file, await upload.mutateAsync(file));
      } catch (error) {
        if (isAbort(error)) {
          waiting.current = [];
          break;
        }
        const message = error instanceof Error ? error.message : String(error);
        setRefusal({ fileName: file.name, message });
      }
    }
    isRunning.current = false;
  };

  const add = (file: File) => {
    if (!isRunning.current) setRefusal(undefined);
    waiting.current.push(file);
    void run();
  };
  return { add, progress, refusal };
}
