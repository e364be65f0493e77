import zlib from "node:zlib";
import sharp, { type SharpOptions } from "sharp";
import { describe, expect, it } from "vitest";

import {
  detectImageFormat,
  IMAGE_TOO_MANY_PIXELS_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  IMAGE_UNREADABLE_MESSAGE,
  renderImage,
  variantFormats,
  variantWidths,
} from "./image-variants.server";
import { IMAGE_MAX_BYTES, IMAGE_TOO_LARGE_MESSAGE, type ImageFormat } from "./media";

function picture(width: number, height: number, format: ImageFormat, options: SharpOptions = {}) {
  const image = sharp({ create: { width, height, channels: 3, background: "#3366cc" }, ...options });
  return image.toFormat(format, format === "avif" ? { effort: 0 } : {}).toBuffer();
}

describe("detectImageFormat", () => {
  it.each(["jpeg", "png", "webp", "avif"] as const)("knows %s by its bytes", async (format) => {
    expect(await detectImageFormat(await picture(8, 8, format))).toBe(format);
  });

  it("refuses SVG, GIF, PDF and text, whatever they are called", async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: "red" } })
      .gif()
      .toBuffer();
    expect(await detectImageFormat(svg)).toBeNull();
    expect(await detectImageFormat(gif)).toBeNull();
    expect(await detectImageFormat(Buffer.from("%PDF-1.7\n"))).toBeNull();
    expect(await detectImageFormat(Buffer.from("just text"))).toBeNull();
  });
});

describe("variant sizes", () => {
  it("makes every width narrower than the original, and the original's own up to 1600", () => {
    expect(variantWidths(4000)).toEqual([480, 960, 1600]);
    expect(variantWidths(1600)).toEqual([480, 960, 1600]);
    expect(variantWidths(1200)).toEqual([480, 960, 1200]);
    expect(variantWidths(480)).toEqual([480]);
    expect(variantWidths(300)).toEqual([300]);
  });

  it("makes AVIF and WebP, and keeps JPEG or PNG", () => {
    expect(variantFormats("jpeg")).toEqual(["avif", "webp", "jpeg"]);
    expect(variantFormats("png")).toEqual(["avif", "webp", "png"]);
    expect(variantFormats("webp")).toEqual(["avif", "webp"]);
    expect(variantFormats("avif")).toEqual(["avif", "webp"]);
  });
});

describe("renderImage", () => {
  it("renders each width in each format, in proportion", async () => {
    const rendered = await renderImage(await picture(2000, 1000, "jpeg"));
    if ("error" in rendered) throw new Error(rendered.error);
    expect(rendered).toMatchObject({ format: "jpeg", width: 2000, height: 1000 });
    const sizes = rendered.variants.map(({ format, width, height }) => `${format} ${width}x${height}`).sort();
    expect(sizes).toEqual(
      ["avif", "jpeg", "webp"].flatMap((format) => [480, 960, 1600].map((w) => `${format} ${w}x${w / 2}`)).sort(),
    );
    for (const variant of rendered.variants) {
      expect(await detectImageFormat(variant.bytes)).toBe(variant.format);
    }
  });

  it("turns a photo upright and leaves its metadata (such as its location) behind", async () => {
    const photo = await sharp({ create: { width: 600, height: 400, channels: 3, background: "#888" } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Copyright: "Someone", Artist: "A phone" } })
      .toBuffer();
    const rendered = await renderImage(photo);
    if ("error" in rendered) throw new Error(rendered.error);
    expect(rendered).toMatchObject({ width: 400, height: 600 });
    for (const variant of rendered.variants) {
      const metadata = await sharp(variant.bytes).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
      expect(variant.height).toBeGreaterThan(variant.width);
    }
  });

  it("keeps nothing in libvips' cache once an image is rendered", async () => {
    const rendered = await renderImage(await picture(1200, 800, "png"));
    if ("error" in rendered) throw new Error(rendered.error);
    expect(sharp.cache()).toMatchObject({ items: { current: 0, max: 0 }, memory: { current: 0, max: 0 } });
  });

  it("refuses what it cannot use, with a message", async () => {
    expect(await renderImage(Buffer.alloc(0))).toEqual({ error: "The image file is empty" });
    expect(await renderImage(Buffer.alloc(IMAGE_MAX_BYTES + 1))).toEqual({ error: IMAGE_TOO_LARGE_MESSAGE });
    expect(await renderImage(Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toEqual({
      error: IMAGE_TYPE_MESSAGE,
    });
    const png = await picture(40, 40, "png");
    expect(await renderImage(png.subarray(0, 60))).toEqual({ error: IMAGE_UNREADABLE_MESSAGE });
  });

  it("refuses a small file that claims a huge canvas before decoding it", async () => {
    const bomb = pngClaiming(10_000, 10_000);
    expect(bomb.byteLength).toBeLessThan(IMAGE_MAX_BYTES);
    expect(await renderImage(bomb)).toEqual({ error: IMAGE_TOO_MANY_PIXELS_MESSAGE });
  });
});

/**
 * A PNG of a few dozen bytes whose header claims `width` × `height` pixels (and whose pixel data is
 * one empty block): what a decompression bomb shows before anything is decoded.
 */
function pngClaiming(width: number, height: number) {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits per channel, RGB, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", zlib.deflateSync(Buffer.alloc(0))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
