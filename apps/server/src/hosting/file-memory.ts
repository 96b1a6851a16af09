import { readFile } from "node:fs/promises";

/**
 * The bytes of published files kept in memory, so a page is answered without touching the disk.
 * Published versions never change under their path, so what is kept never goes stale. Files up
 * to `maxFileBytes` are kept, `maxBytes` in all; the least recently used goes first.
 */
export function fileMemory({
  maxFileBytes = 256 * 1024,
  maxBytes = 64 * 1024 * 1024,
}: {
  maxFileBytes?: number;
  maxBytes?: number;
} = {}) {
  const kept = new Map<string, Buffer>();
  let keptBytes = 0;
  const keep = (path: string, bytes: Buffer) => {
    kept.set(path, bytes);
    keptBytes += bytes.length;
    for (const [oldest, oldBytes] of kept) {
      if (keptBytes <= maxBytes) break;
      kept.delete(oldest);
      keptBytes -= oldBytes.length;
    }
  };
  return {
    /** Whether a file of this size is kept once read. */
    isKept: (size: number) => size <= maxFileBytes,
    /** The file's bytes, from memory when kept, else read and kept. */
    read: async (path: string): Promise<Buffer> => {
      const bytes = kept.get(path);
      if (bytes !== undefined) return bytes;
      const read = await readFile(path);
      if (read.length <= maxFileBytes) keep(path, read);
      return read;
    },
    /** The file's bytes when they are in memory (counted as a use). */
    peek: (path: string): Buffer | undefined => {
      const bytes = kept.get(path);
      if (bytes !== undefined) {
        kept.delete(path);
        kept.set(path, bytes);
      }
      return bytes;
    },
  };
}

export type FileMemory = ReturnType<typeof fileMemory>;
