import { stat } from "node:fs/promises";
import { join, posix } from "node:path";
import { isInternalPath } from "@ilha/core";

/** What names a picture, by the end of its path. */
const IMAGE_FILE = /\.(?:avif|bmp|gif|ico|jpe?g|png|svg|webp)$/i;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * The site-local address of an image (`/images/hero-768.webp`, or `images/hero-768.webp` read
 * from the site's root), or undefined for anything else: other sites' images, and texts (a
 * word such as `photo.png` is no address).
 */
function localImagePath(value: string): string | undefined {
  const address = value.trim();
  if (/\s/.test(address) || SCHEME.test(address) || !address.includes("/")) return undefined;
  if (address.startsWith("/") && !isInternalPath(address)) return undefined;
  const path = address.replace(/[?#].*$/, "").replace(/^(?:\.\/)?(?!\/)/, "/");
  if (!IMAGE_FILE.test(path)) return undefined;
  // Normalised as a browser resolves it: never above the site's root.
  try {
    return posix.normalize(decodeURIComponent(path));
  } catch {
    return posix.normalize(path);
  }
}

/** Every site-local image address a document holds, wherever it holds it. */
export function localImages(document: unknown): string[] {
  const found = new Set<string>();
  const visit = (value: unknown): void => {
    if (typeof value === "string") {
      const path = localImagePath(value);
      if (path !== undefined) found.add(path);
    } else if (Array.isArray(value)) {
      for (const item of value) visit(item);
    } else if (typeof value === "object" && value !== null) {
      for (const item of Object.values(value)) visit(item);
    }
  };
  visit(document);
  return [...found].sort();
}

/** The images `document` names that a build in `outDir` does not hold, sorted. */
export async function missingImages({
  document,
  outDir,
}: {
  document: unknown;
  outDir: string;
}): Promise<string[]> {
  const images = localImages(document);
  const isThere = await Promise.all(
    images.map((path) =>
      stat(join(outDir, path)).then(
        (info) => info.isFile(),
        () => false,
      ),
    ),
  );
  return images.filter((_, index) => isThere[index] !== true);
}
