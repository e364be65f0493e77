import type { Kysely } from "kysely";

import { db } from "~/db.server";
import type { RenderedImage } from "~/lib/image-variants.server";
import { IMAGE_CONTENT_TYPES, mediaSha, responsiveImage, type ImageFormat, type ResponsiveImage } from "~/lib/media";
import { mediaPathsIn, withResponsiveImages } from "~/lib/responsive-html";

import { sha256Hex, storeFile } from "./file-storage.server";
import type { Database } from "../../db/database";
import { isUniqueViolation } from "../../db/database-errors";

// Uploaded images: the original and its variants are files (file-storage.server.ts), so they live
// in the database beside everything else; an image is stored whole, in one transaction, or not.

type Executor = Kysely<Database>;

/** An uploaded image as the editor and the post form get it: the address and size of its largest variant. */
export type UploadedImage = { id: number; src: string; width: number; height: number };

/**
 * The image already kept for these bytes, or null. Uploading them again starts its day of grace
 * over (image-sweep.server.ts): in one UPDATE, so an image the sweep is deleting at that moment is
 * either kept or reported gone (and stored anew), never handed out as it goes.
 */
export async function findImage(bytes: Uint8Array, now = new Date()): Promise<UploadedImage | null> {
  const row = await db
    .updateTable("images")
    .set({ uploaded_at: now.toISOString() })
    .where("sha256", "=", sha256Hex(bytes))
    .returning("id")
    .executeTakeFirst();
  return row ? uploadedImage(db, row.id) : null;
}

async function uploadedImage(on: Executor, id: number): Promise<UploadedImage | null> {
  const picture = (await responsiveImages([id], on)).get(id);
  return picture ? { id, src: picture.src, width: picture.width, height: picture.height } : null;
}

/**
 * Keeps an uploaded image (its original bytes and its rendered variants) for good; the same bytes
 * uploaded twice, even at once, are one image.
 */
export async function storeImage(
  upload: { name: string; bytes: Buffer; image: RenderedImage },
  { userId = null, now = new Date() }: { userId?: number | null; now?: Date } = {},
): Promise<UploadedImage> {
  const { image } = upload;
  try {
    const id = await db.transaction().execute(async (trx) => {
      const original = await storeFile(
        trx,
        { name: upload.name, contentType: IMAGE_CONTENT_TYPES[image.format], bytes: upload.bytes },
        now,
      );
      const { id } = await trx
        .insertInto("images")
        .values({
          sha256: original.sha256,
          file_id: original.id,
          format: image.format,
          width: image.width,
          height: image.height,
          user_id: userId,
          created_at: now.toISOString(),
          uploaded_at: now.toISOString(),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      for (const variant of image.variants) {
        const file = await storeFile(
          trx,
          { name: upload.name, contentType: IMAGE_CONTENT_TYPES[variant.format], bytes: variant.bytes },
          now,
        );
        await trx
          .insertInto("image_variants")
          .values({
            image_id: id,
            file_id: file.id,
            format: variant.format,
            width: variant.width,
            height: variant.height,
          })
          .execute();
      }
      return id;
    });
    return (await uploadedImage(db, id))!;
  } catch (error) {
    // The same bytes, stored by another request in the meantime.
    const existing = isUniqueViolation(error) ? await findImage(upload.bytes, now) : null;
    if (existing) return existing;
    throw error;
  }
}

/** The `<picture>` of each of these images (read on `on`: the database, or a save's transaction). */
export async function responsiveImages(imageIds: number[], on: Executor = db) {
  const pictures = new Map<number, ResponsiveImage>();
  if (imageIds.length === 0) return pictures;
  const rows = await on
    .selectFrom("image_variants")
    .innerJoin("files", "files.id", "image_variants.file_id")
    .select([
      "image_variants.image_id",
      "image_variants.format",
      "image_variants.width",
      "image_variants.height",
      "files.sha256",
    ])
    .where("image_variants.image_id", "in", [...new Set(imageIds)])
    .execute();
  const byImage = new Map<number, typeof rows>();
  for (const row of rows) byImage.set(row.image_id, [...(byImage.get(row.image_id) ?? []), row]);
  for (const [id, variants] of byImage) {
    const picture = responsiveImage(variants.map((variant) => ({ ...variant, format: variant.format as ImageFormat })));
    if (picture) pictures.set(id, picture);
  }
  return pictures;
}

/** The image a /media address shows (any of its variants), or null for any other address. */
export async function imageIdOfPath(on: Executor, path: string | null) {
  const sha = mediaSha(path);
  if (!sha) return null;
  const row = await on
    .selectFrom("image_variants")
    .innerJoin("files", "files.id", "image_variants.file_id")
    .select("image_variants.image_id")
    .where("files.sha256", "=", sha)
    .executeTakeFirst();
  return row?.image_id ?? null;
}

/** The `<picture>` of each image these /media addresses show, by the address's SHA-256. */
export async function responsiveImagesByPath(paths: string[]) {
  const shas = [...new Set(paths.map(mediaSha).filter((sha): sha is string => sha !== null))];
  const bySha = new Map<string, ResponsiveImage>();
  if (shas.length === 0) return bySha;
  const rows = await db
    .selectFrom("image_variants")
    .innerJoin("files", "files.id", "image_variants.file_id")
    .select(["image_variants.image_id", "files.sha256"])
    .where("files.sha256", "in", shas)
    .execute();
  const pictures = await responsiveImages(rows.map((row) => row.image_id));
  for (const row of rows) {
    const picture = pictures.get(row.image_id);
    if (picture) bySha.set(row.sha256, picture);
  }
  return bySha;
}

/** A variant's bytes and type for /media/{sha256}.{ext}, or null: only image variants are served there. */
export async function mediaFile(sha256: string, format: ImageFormat) {
  const row = await db
    .selectFrom("image_variants")
    .innerJoin("files", "files.id", "image_variants.file_id")
    .select(["files.bytes", "files.content_type"])
    .where("files.sha256", "=", sha256)
    .where("image_variants.format", "=", format)
    .executeTakeFirst();
  return row ? { bytes: Buffer.from(row.bytes), contentType: row.content_type } : null;
}

/** A post's (sanitized) HTML with its uploaded images drawn in every size and format. */
export async function withPictures(html: string) {
  const paths = mediaPathsIn(html);
  return paths.length === 0 ? html : withResponsiveImages(html, await responsiveImagesByPath(paths));
}
