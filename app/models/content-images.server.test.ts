import sharp from "sharp";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";

import { testDocument, testValue } from "~/lib/content-fields.testing";
import { renderImage } from "~/lib/image-variants.server";

import { withContentPictures, type PicturedImage } from "./content-images.server";
import { storeImage } from "./image.server";
import { emptyTables, startTestDatabase } from "./testing.server";

beforeAll(startTestDatabase);

beforeEach(() => emptyTables("image_variants", "images", "files"));

async function upload() {
  const bytes = await sharp({ create: { width: 1000, height: 500, channels: 3, background: "#cc6633" } })
    .jpeg()
    .toBuffer();
  const image = await renderImage(bytes);
  if ("error" in image) throw new Error(image.error);
  return storeImage({ name: "portrait.jpg", bytes, image });
}

describe("withContentPictures", () => {
  it("gives each uploaded picture of a document its <picture>, wherever it is, and leaves site images alone", async () => {
    const stored = await upload();
    const value = testValue();
    value.team[1]!.portrait.src = stored.src;
    value.hero.photo.src = stored.src;
    const pictured = await withContentPictures(testDocument, value);

    const portrait = pictured.team[1]!.portrait as PicturedImage;
    expect(portrait).toMatchObject({ src: stored.src, alt: "Bilal", picture: { src: stored.src, width: 1000 } });
    expect(portrait.picture!.sources.map((source) => source.type)).toEqual(["image/avif", "image/webp"]);
    expect((pictured.hero.photo as PicturedImage).picture?.src).toBe(stored.src);
    expect(pictured.team[0]!.portrait).toEqual({ src: "/images/team.png", alt: "Asha" });
    expect(pictured.body).toBe(value.body);
  });

  it("has no picture for an upload that is gone", async () => {
    const value = testValue();
    value.hero.photo.src = `/media/${"0".repeat(64)}.jpg`;
    const pictured = await withContentPictures(testDocument, value);
    expect(pictured.hero.photo).toEqual({ ...value.hero.photo, picture: null });
  });
});
