// Uploaded images as pages use them (browser and server): where a variant is served, and the
// `<picture>` data of an image. The server makes the variants (image-variants.server.ts).

export const IMAGE_FORMATS = ["jpeg", "png", "webp", "avif"] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

export const IMAGE_CONTENT_TYPES: Record<ImageFormat, string> = {
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  avif: "image/avif",
};

const EXTENSIONS: Record<ImageFormat, string> = { jpeg: "jpg", png: "png", webp: "webp", avif: "avif" };

/** The file input's `accept`: what the browser's picker offers (the server reads the bytes). */
export const IMAGE_ACCEPT = IMAGE_FORMATS.map((format) => IMAGE_CONTENT_TYPES[format]).join(",");

export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;

/** The widths made of every image (those narrower than the original, and the original up to the largest). */
export const IMAGE_WIDTHS = [480, 960, 1600] as const;

/** A variant's address: named by the SHA-256 of its bytes, so it never changes and is cached for good. */
export function mediaPath(sha256: string, format: ImageFormat) {
  return `/media/${sha256}.${EXTENSIONS[format]}`;
}

const MEDIA_PATH = /^\/media\/([0-9a-f]{64})\.(jpg|png|webp|avif)$/;

/** The SHA-256 a /media address names, or null for any other address. */
export function mediaSha(path: string | null | undefined) {
  return (path && MEDIA_PATH.exec(path)?.[1]) ?? null;
}

/** The format a /media file name ends with, or null. */
export function mediaFormat(name: string): ImageFormat | null {
  const extension = name.split(".").pop();
  return IMAGE_FORMATS.find((format) => EXTENSIONS[format] === extension) ?? null;
}

/** An uploaded image as a page draws it: `<picture>` sources (AVIF, WebP) and the `<img>` in its own format. */
export type ResponsiveImage = {
  src: string;
  srcset: string;
  width: number;
  height: number;
  sources: { type: string; srcset: string }[];
};

export type Variant = { format: ImageFormat; width: number; height: number; sha256: string };

/** Served first when the browser takes them: the smallest files. */
const SOURCE_ORDER: ImageFormat[] = ["avif", "webp"];

/**
 * The `<picture>` of an image from its variants: one source per modern format, the `<img>` in the
 * remaining (the original's) format at its largest width, which also gives the intrinsic size.
 */
export function responsiveImage(variants: Variant[]): ResponsiveImage | null {
  const srcset = (format: ImageFormat) =>
    variants
      .filter((variant) => variant.format === format)
      .sort((a, b) => a.width - b.width)
      .map((variant) => `${mediaPath(variant.sha256, format)} ${variant.width}w`)
      .join(", ");
  const fallbackFormat =
    variants.find((variant) => !SOURCE_ORDER.includes(variant.format))?.format ??
    (variants.some((variant) => variant.format === "webp") ? "webp" : undefined);
  if (!fallbackFormat) return null;
  const largest = variants
    .filter((variant) => variant.format === fallbackFormat)
    .reduce((a, b) => (b.width > a.width ? b : a));
  return {
    src: mediaPath(largest.sha256, fallbackFormat),
    srcset: srcset(fallbackFormat),
    width: largest.width,
    height: largest.height,
    sources: SOURCE_ORDER.filter((format) => format !== fallbackFormat)
      .map((format) => ({ type: IMAGE_CONTENT_TYPES[format], srcset: srcset(format) }))
      .filter((source) => source.srcset !== ""),
  };
}

export const IMAGE_TOO_LARGE_MESSAGE = "The image must be 10 MB or smaller";
export const IMAGE_ALT_MESSAGE = "Describe the image for people who cannot see it";
export const IMAGE_REQUIRED_MESSAGE = "Choose an image to upload";
