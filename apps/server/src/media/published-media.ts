import { copyFile, link, mkdir } from "node:fs/promises";
import { join } from "node:path";
import { mediaDir } from "./media-files.ts";

const FILE = "([0-9a-f-]{36}-(?:small|medium|large|xlarge)\\.webp)";

/** The site's own media files a document refers to (`/media/{siteId}/{file}` in any string). */
export function referencedMediaFiles({
  document,
  siteId,
}: {
  document: unknown;
  siteId: string;
}): Set<string> {
  const pattern = new RegExp(`/media/${siteId.replace(/[^\w-]/g, "\\$&")}/${FILE}`, "g");
  const files = new Set<string>();
  const visit = (value: unknown): void => {
    if (typeof value === "string") {
      for (const match of value.matchAll(pattern)) if (match[1] !== undefined) files.add(match[1]);
    } else if (Array.isArray(value)) {
      for (const entry of value) visit(entry);
    } else if (typeof value === "object" && value !== null) {
      for (const entry of Object.values(value)) visit(entry);
    }
  };
  visit(document);
  return files;
}

/**
 * Puts the media a document uses into each built tree at `media/{siteId}/{file}`, where the
 * pages' addresses lead (under the route base too), so a published version or an export keeps
 * its images whatever happens to the uploads later. Files are hard-linked (copied across file
 * systems); a file that no longer exists is left out, and the page shows a failed image as the
 * draft does.
 */
export async function copyReferencedMedia({
  dataDir,
  siteId,
  document,
  outDirs,
}: {
  dataDir: string;
  siteId: string;
  document: unknown;
  outDirs: readonly string[];
}): Promise<void> {
  const files = referencedMediaFiles({ document, siteId });
  if (files.size === 0) return;
  const source = mediaDir({ dataDir, siteId });
  for (const outDir of outDirs) {
    const target = join(outDir, "media", siteId);
    await mkdir(target, { recursive: true });
    for (const file of files) {
      await link(join(source, file), join(target, file)).catch(
        async (error: NodeJS.ErrnoException) => {
          if (error.code === "ENOENT") return;
          if (error.code === "EEXIST") return;
          await copyFile(join(source, file), join(target, file));
        },
      );
    }
  }
}
