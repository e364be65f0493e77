import type { Sharp, SharpConstructor } from "sharp";

import { fileTypeOf } from "./file-type.server";
import { IMAGE_FORMATS, IMAGE_MAX_BYTES, IMAGE_TOO_LARGE_MESSAGE, IMAGE_WIDTHS, type ImageFormat } from "./media";

// The responsive variants of an uploaded image (sharp, over libvips): each width narrower than the
// original (and the original's own, up to the largest) in AVIF, WebP and the original's format,
// turned upright and stripped of metadata (a phone photo's location never leaves the server).

export const IMAGE_TYPE_MESSAGE = "The image must be a JPEG, PNG, WebP or AVIF file";
export const IMAGE_EMPTY_MESSAGE = "The image file is empty";
export const IMAGE_UNREADABLE_MESSAGE = "The image could not be read. Please try another file";
export const IMAGE_TOO_MANY_PIXELS_MESSAGE = "The image must be at most 50 megapixels";

/**
 * sharp, loaded by the first upload rather than at start-up: libvips and its libraries cost each
 * worker about 19 MB, and most workers never render an image. Each image is rendered once, so
 * libvips' cache of recent operations (up to 100 of them and 50 MB) would only hold memory: off.
 */
let loadingSharp: Promise<SharpConstructor> | undefined;
function loadSharp() {
  return (loadingSharp ??= import("sharp").then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  }));
}

/** Larger images are refused before they are decoded: a small file can claim a huge canvas. */
const MAX_PIXELS = 50_000_000;

/** The image format these bytes are (never the name or the browser's claim), or null: SVG and the rest are refused. */
export async function detectImageFormat(bytes: Uint8Array): Promise<ImageFormat | null> {
  const found = await fileTypeOf(bytes);
  if (!found) return null;
  if (found.ext === "jpg") return "jpeg";
  return IMAGE_FORMATS.find((format) => format === found.ext) ?? null;
}

/** The widths made of an image `width` pixels wide: never wider than the original. */
export function variantWidths(width: number): number[] {
  const narrower = IMAGE_WIDTHS.filter((candidate) => candidate < width);
  const largest = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;
  return width <= largest ? [...narrower, width] : [...narrower];
}

/** The formats made of an image: AVIF and WebP, and its own format when that is JPEG or PNG. */
export function variantFormats(format: ImageFormat): ImageFormat[] {
  return format === "jpeg" || format === "png" ? ["avif", "webp", format] : ["avif", "webp"];
}

export type RenderedVariant = { format: ImageFormat; width: number; height: number; bytes: Buffer };
export type RenderedImage = { format: ImageFormat; width: number; height: number; variants: RenderedVariant[] };

const ENCODERS: Record<ImageFormat, (image: Sharp) => Sharp> = {
  jpeg: (image) => image.jpeg({ quality: 80, mozjpeg: true }),
  png: (image) => image.png({ compressionLevel: 9, palette: false }),
  webp: (image) => image.webp({ quality: 78 }),
  avif: (image) => image.avif({ quality: 55, effort: 2 }),
};

/** An uploaded image's bytes checked and made into its variants, or what is wrong with them. */
export async function renderImage(bytes: Buffer): Promise<RenderedImage | { error: string }> {
  if (bytes.byteLength === 0) return { error: IMAGE_EMPTY_MESSAGE };
  if (bytes.byteLength > IMAGE_MAX_BYTES) return { error: IMAGE_TOO_LARGE_MESSAGE };
  const format = await detectImageFormat(bytes);
  if (!format) return { error: IMAGE_TYPE_MESSAGE };
  let upright: Sharp;
  let width: number;
  let height: number;
  const sharp = await loadSharp();
  try {
    const metadata = await sharp(bytes).metadata();
    if (metadata.width * metadata.height > MAX_PIXELS) return { error: IMAGE_TOO_MANY_PIXELS_MESSAGE };
    upright = sharp(bytes, { limitInputPixels: MAX_PIXELS }).rotate();
    ({ width, height } = metadata.autoOrient);
  } catch {
    return { error: IMAGE_UNREADABLE_MESSAGE };
  }
  try {
    const variants = await Promise.all(
      variantWidths(width).flatMap((variantWidth) =>
        variantFormats(format).map(async (variantFormat) => {
          const resized = upright.clone().resize({ width: variantWidth, withoutEnlargement: true });
          const { data, info } = await ENCODERS[variantFormat](resized).toBuffer({ resolveWithObject: true });
          return { format: variantFormat, width: info.width, height: info.height, bytes: data };
        }),
      ),
    );
    return { format, width, height, variants };
  } catch {
    return { error: IMAGE_UNREADABLE_MESSAGE };
  }
}
