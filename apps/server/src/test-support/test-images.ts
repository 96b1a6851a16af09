import sharp from "sharp";

export type TestImageFormat = "png" | "jpeg" | "webp" | "gif";

/** A real image of the given size and format, drawn with sharp: a block of one colour. */
export async function testImage({
  format,
  width,
  height,
}: {
  format: TestImageFormat;
  width: number;
  height: number;
}): Promise<Buffer> {
  const image = sharp({
    create: { width, height, channels: 3, background: { r: 20, g: 120, b: 200 } },
  });
  return image.toFormat(format).toBuffer();
}

/** An animated GIF of `frames` frames, each `width` × `height`. */
export async function animatedGif({
  width,
  height,
  frames,
}: {
  width: number;
  height: number;
  frames: number;
}): Promise<Buffer> {
  const colours = ["red", "blue", "green", "yellow"];
  const images = await Promise.all(
    Array.from({ length: frames }, (_, index) =>
      sharp({
        create: {
          width,
          height,
          channels: 3,
          background: colours[index % colours.length] ?? "red",
        },
      })
        .png()
        .toBuffer(),
    ),
  );
  return sharp(images, { join: { animated: true } })
    .gif()
    .toBuffer();
}

/** A multipart/form-data body with one file part, as a browser's upload form sends it. */
export function uploadForm({
  bytes,
  fileName,
  type,
  field = "file",
}: {
  bytes: Buffer | string;
  fileName: string;
  type: string;
  field?: string;
}): FormData {
  const form = new FormData();
  const part = typeof bytes === "string" ? bytes : new Uint8Array(bytes);
  form.append(field, new Blob([part], { type }), fileName);
  return form;
}

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/**
 * A decompression bomb: a tiny PNG whose header claims `width` × `height` pixels (its one row
 * of data is a 1 × 1 image's). Decoding it would allocate the claimed bitmap.
 */
export async function pngClaiming({
  width,
  height,
}: {
  width: number;
  height: number;
}): Promise<Buffer> {
  const png = Buffer.from(await testImage({ format: "png", width: 1, height: 1 }));
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}
