// Uploaded images no post uses any more are deleted a day after their last upload, with their
// variants and files; a cover, an image in a body or a social image address, one only a revision
// still names, and a fresh upload stay, and so does a file another record keeps.
import { sql } from "kysely";
import sharp from "sharp";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";

import { db, engine } from "~/db.server";
import { renderImage } from "~/lib/image-variants.server";
import { loader as mediaLoader } from "~/routes/media.$file";

import { BlogInputSchema, createBlog, updateBlog } from "./blog.server";
import { ensureDocuments } from "./content-document-record.server";
import { publish, saveDraft } from "./content-document-write.server";
import { storeFile } from "./file-storage.server";
import { deleteUnusedImages, holdOffImageSweep } from "./image-sweep.server";
import { findImage, responsiveImages, storeImage, type UploadedImage } from "./image.server";
import { emptyTables, startTestDatabase } from "./testing.server";

beforeAll(startTestDatabase);

const NOW = new Date();
const HOUR_MS = 60 * 60 * 1000;
const THREE_DAYS_AGO = new Date(NOW.getTime() - 72 * HOUR_MS);

beforeEach(() =>
  emptyTables(
    "content_revisions",
    "content_documents",
    "post_revisions",
    "post_tags",
    "tags",
    "blog_slug_redirects",
    "blogs",
    "image_variants",
    "images",
    "applications",
    "files",
  ),
);

let shade = 0;

/** A small image of its own colour, kept as uploaded at `uploadedAt`. */
async function uploadedImage(uploadedAt = THREE_DAYS_AGO) {
  shade += 1;
  const bytes = await sharp({
    create: {
      width: 600,
      height: 400,
      channels: 3,
      background: { r: (shade * 47) % 256, g: (shade * 89) % 256, b: 160 },
    },
  })
    .jpeg()
    .toBuffer();
  const image = await renderImage(bytes);
  if ("error" in image) throw new Error(image.error);
  return { bytes, stored: await storeImage({ name: "picture.jpg", bytes, image }, { now: uploadedAt }) };
}

/** Every /media address of an image's variants. */
async function variantPaths(image: UploadedImage) {
  const picture = (await responsiveImages([image.id])).get(image.id)!;
  return [picture.srcset, ...picture.sources.map((source) => source.srcset)]
    .flatMap((srcset) => srcset.split(", "))
    .map((entry) => entry.split(" ")[0]!);
}

async function mediaStatus(path: string) {
  const file = path.replace("/media/", "");
  const response = await mediaLoader({
    request: new Request(`https://site.test${path}`),
    params: { file },
    context: {},
  });
  return response.status;
}

const post = (overrides: Record<string, unknown> = {}) =>
  BlogInputSchema.parse({ title: "Title", author: "Author", description: "Description", ...overrides });

const imageIds = async () => (await db.selectFrom("images").select("id").orderBy("id").execute()).map((row) => row.id);

describe("deleteUnusedImages", () => {
  it("deletes an old image no post uses: its rows, its variants' files and its addresses", async () => {
    const { bytes, stored } = await uploadedImage();
    const paths = await variantPaths(stored);
    expect(paths).toHaveLength(6);
    for (const path of paths) expect(await mediaStatus(path)).toBe(200);
    // A CV that happens to have the same bytes is another record's file.
    const cv = await storeFile(db, { name: "cv.jpg", contentType: "image/jpeg", bytes });

    expect(await deleteUnusedImages(NOW)).toBe(1);

    expect(await imageIds()).toEqual([]);
    expect(await db.selectFrom("image_variants").select("id").execute()).toEqual([]);
    expect(await db.selectFrom("files").select("id").execute()).toEqual([{ id: cv.id }]);
    for (const path of paths) expect(await mediaStatus(path)).toBe(404);
  });

  it("keeps a cover, an image in a body or a social image, one a revision still names, and a fresh upload", async () => {
    const cover = (await uploadedImage()).stored;
    const inBody = (await uploadedImage()).stored;
    const social = (await uploadedImage()).stored;
    const inRevision = (await uploadedImage()).stored;
    const fresh = (await uploadedImage(new Date(NOW.getTime() - HOUR_MS))).stored;
    const unused = (await uploadedImage()).stored;

    // The body names a WebP variant, not the address the editor inserts.
    const webp = (await variantPaths(inBody)).find((path) => path.endsWith(".webp"))!;
    await createBlog(
      post({
        image: cover.src,
        imageAlt: "A cover",
        content: `<p><img src="${webp}" alt="A chart"></p>`,
        socialImage: social.src,
      }),
    );
    const edited = await createBlog(post({ content: `<p><img src="${inRevision.src}" alt="Gone now"></p>` }));
    await updateBlog(edited.id, post({ content: "<p>No image any more.</p>" }));

    expect(await deleteUnusedImages(NOW)).toBe(1);

    expect(await imageIds()).toEqual([cover.id, inBody.id, social.id, inRevision.id, fresh.id]);
    for (const image of [cover, inBody, social, inRevision, fresh]) expect(await mediaStatus(image.src)).toBe(200);
    expect(await mediaStatus(unused.src)).toBe(404);
  });

  it("keeps an image a page shows, has scheduled or in its draft, or one of its revisions names", async () => {
    const live = (await uploadedImage()).stored;
    const scheduled = (await uploadedImage()).stored;
    const inDraft = (await uploadedImage()).stored;
    const inRevision = (await uploadedImage()).stored;
    const unused = (await uploadedImage()).stored;
    const photo = (image: UploadedImage | null) => ({ team: [{ name: "Asha", photo: image?.src ?? null }] });
    await ensureDocuments(db, { about: photo(live), home: photo(inRevision) });
    const later = await publish({
      key: "about",
      content: photo(scheduled),
      expectedVersion: 1,
      at: new Date(NOW.getTime() + HOUR_MS),
    });
    await saveDraft({ key: "about", content: photo(inDraft), expectedVersion: later!.version });
    await publish({ key: "home", content: photo(null), expectedVersion: 1 });

    expect(await deleteUnusedImages(NOW)).toBe(1);
    expect(await imageIds()).toEqual(
      [live, scheduled, inDraft, inRevision].map((image) => image.id).sort((a, b) => a - b),
    );
    expect(await mediaStatus(unused.src)).toBe(404);
  });

  it("starts an image's day over when the same bytes are uploaded again", async () => {
    const { bytes, stored } = await uploadedImage();
    expect(await findImage(bytes, new Date(NOW.getTime() - HOUR_MS))).toEqual(stored);

    expect(await deleteUnusedImages(NOW)).toBe(0);
    expect(await imageIds()).toEqual([stored.id]);
  });

  it("keeps an image a post save under way names: the sweep waits for the save to commit", async () => {
    const { stored } = await uploadedImage();
    let sweep: Promise<number> | undefined;
    await db.transaction().execute(async (trx) => {
      await holdOffImageSweep(trx);
      const timestamp = NOW.toISOString();
      await trx
        .insertInto("blogs")
        .values({
          title: "Saved during the sweep",
          author: "Author",
          description: "Description",
          content: `<p><img src="${stored.src}" alt="A chart"></p>`,
          image: null,
          status: "published",
          slug: null,
          image_id: null,
          social_image: null,
          created_at: timestamp,
          updated_at: timestamp,
          published_at: timestamp,
        })
        .execute();
      sweep = deleteUnusedImages(NOW);
      // PostgreSQL: the sweep has chosen the image (the save is not committed) and waits for the save's lock.
      if (engine === "postgres") await Promise.race([waitForALockWait(), sweep]);
    });

    expect(await sweep).toBe(0);
    expect(await imageIds()).toEqual([stored.id]);
  });
});

/** Until a connection of this database waits for a lock (asked outside the transaction, which would see a snapshot). */
async function waitForALockWait() {
  for (;;) {
    const { waiting } = await sql<{ waiting: number }>`select count(*)::int as waiting from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock'`
      .execute(db)
      .then((result) => result.rows[0]!);
    if (waiting > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
