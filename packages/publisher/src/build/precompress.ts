import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const TEXT = /\.(?:html|css|js|json|xml|txt|svg)$/;
const WORTH_COMPRESSING = 512;

/**
 * Writes `.br` and `.gz` beside every text file of a built site, so any static host (and the
 * preview server) can send them as they are, without compressing per request.
 */
export async function precompress(dir: string): Promise<void> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && TEXT.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
  await Promise.all(
    files.map(async (file) => {
      const content = await readFile(file);
      if (content.length < WORTH_COMPRESSING) return;
      const [br, gz] = await Promise.all([
        brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
        gzipAsync(content, { level: 6 }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    }),
  );
}
