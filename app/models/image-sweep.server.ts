import { sql, type Kysely } from "kysely";

import { db, engine } from "~/db.server";

import { removeFiles } from "./file-storage.server";
import type { Database } from "../../db/database";

// Deleting uploaded images no post or page uses any more. An image is in use while a post has it
// as its cover, or names one of its variants (/media/{sha256}.{ext}) in its body, cover or social
// image address, while a content document names one (live, scheduled or in its draft), or while
// one of a post's or document's revisions (autosaves included) names one: those must stay
// restorable. A day after its last upload an image nobody uses is deleted, with its variants and
// their files; the day covers a writer who uploaded it and has not saved yet.
//
// Concurrency, on every instance at once: the long read (every post's and revision's text) runs
// outside any transaction and only picks candidates. One transaction then holds off every post
// save, checks the candidates again against the posts and revisions saved since shortly before
// that read (a save's time is taken when it starts: RECHECK_MARGIN_MS covers a slow one), and
// deletes them. On SQLite each write transaction runs alone (BEGIN IMMEDIATE). On PostgreSQL the
// sweep locks `blogs`, the documents and both revision tables (SHARE ROW EXCLUSIVE: it waits for
// the saves under way and holds new ones until it commits, and two sweeps take turns), and every
// post or document save takes its own lock on `blogs` first (holdOffImageSweep), before it looks
// up an image (a document's caller checks its images before the save's transaction: for those the
// day's grace is the guard). So a save is wholly
// before the sweep's check (its text is committed and seen) or wholly after it (it finds a deleted
// image gone, as any unknown address): a save never ends up naming an image deleted underneath
// it. An upload of the same bytes meanwhile (findImage) updates the image's row and the DELETE
// checks that row's upload time again, so the image is either kept or stored anew by the upload.

/** How long an image nobody uses is kept after its last upload. */
export const UNUSED_IMAGE_GRACE_MS = 24 * 60 * 60 * 1000;

/** How long before the sweep's first read a save may have started and still be committing. */
const RECHECK_MARGIN_MS = 60 * 60 * 1000;

/** Images deleted per sweep at most, so the lock on post saves stays short; the next sweep takes the rest. */
const SWEEP_LIMIT = 50;

/** Texts read per query while looking for the /media addresses posts name. */
const TEXT_BATCH = 100;

/** The revisions of posts and of content documents: each an id, a text and when it was saved. */
const REVISION_TABLES = ["post_revisions", "content_revisions"] as const;

const NAMED_SHA = /\/media\/([0-9a-f]{64})\./g;

type Executor = Kysely<Database>;
type Candidate = { id: number; shas: string[] };

/**
 * Called first in every transaction that saves a post or a content document: on PostgreSQL it
 * waits while an image sweep runs and keeps the next one waiting until the save commits (SQLite
 * runs one writer at a time).
 */
export async function holdOffImageSweep(trx: Executor) {
  if (engine === "postgres") await sql`lock table blogs in row exclusive mode`.execute(trx);
}

/** Deletes up to SWEEP_LIMIT images no post, document or revision uses, last uploaded before the grace period; how many went. */
export async function deleteUnusedImages(now = new Date(), graceMs = UNUSED_IMAGE_GRACE_MS) {
  const uploadedBefore = new Date(now.getTime() - graceMs).toISOString();
  const named = await namedMediaShas();
  const candidates = (await oldImagesNoCoverUses(db, uploadedBefore))
    .filter((image) => !image.shas.some((sha) => named.has(sha)))
    .slice(0, SWEEP_LIMIT);
  if (candidates.length === 0) return 0;
  return db.transaction().execute(async (trx) => {
    if (engine === "postgres") {
      await sql`lock table blogs, post_revisions, content_documents, content_revisions in share row exclusive mode`.execute(
        trx,
      );
    }
    const savedSince = new Date(now.getTime() - RECHECK_MARGIN_MS).toISOString();
    const unused: Candidate[] = [];
    for (const image of await oldImagesNoCoverUses(trx, uploadedBefore, candidates)) {
      if (!(await savedTextNames(trx, image.shas, savedSince))) unused.push(image);
    }
    return removeImages(trx, unused, uploadedBefore);
  });
}

/** Every SHA-256 a /media address in a post, a document or a revision names (revisions read in batches, by id). */
async function namedMediaShas() {
  const named = new Set<string>();
  const collect = (text: string | null) => {
    for (const match of (text ?? "").matchAll(NAMED_SHA)) named.add(match[1]!);
  };
  for (let after = 0; ;) {
    const rows = await db
      .selectFrom("blogs")
      .select(["id", "content", "image", "social_image"])
      .where("id", ">", after)
      .orderBy("id")
      .limit(TEXT_BATCH)
      .execute();
    for (const row of rows) [row.content, row.image, row.social_image].forEach(collect);
    if (rows.length < TEXT_BATCH) break;
    after = rows.at(-1)!.id;
  }
  for (const row of await db.selectFrom("content_documents").select(["live", "scheduled", "draft"]).execute()) {
    [row.live, row.scheduled, row.draft].forEach(collect);
  }
  for (const table of REVISION_TABLES) {
    for (let after = 0; ;) {
      const rows = await db
        .selectFrom(table as "post_revisions")
        .select(["id", "content"])
        .where("id", ">", after)
        .where("content", "like", "%/media/%")
        .orderBy("id")
        .limit(TEXT_BATCH)
        .execute();
      for (const row of rows) collect(row.content);
      if (rows.length < TEXT_BATCH) break;
      after = rows.at(-1)!.id;
    }
  }
  return named;
}

/** The images uploaded before `uploadedBefore` that no post has as its cover (among `among`, when given), with the SHA-256 of each one's bytes and variants. */
async function oldImagesNoCoverUses(on: Executor, uploadedBefore: string, among?: Candidate[]) {
  if (among?.length === 0) return [];
  const rows = await on
    .selectFrom("images")
    .leftJoin("image_variants", "image_variants.image_id", "images.id")
    .leftJoin("files", "files.id", "image_variants.file_id")
    .select(["images.id", "images.sha256 as original", "files.sha256 as variant"])
    .where("images.uploaded_at", "<", uploadedBefore)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom("blogs").select("blogs.id").whereRef("blogs.image_id", "=", "images.id"))),
    )
    .$if(among !== undefined, (query) =>
      query.where(
        "images.id",
        "in",
        among!.map((image) => image.id),
      ),
    )
    .orderBy("images.id")
    .execute();
  const byId = new Map<number, Candidate>();
  for (const row of rows) {
    const image = byId.get(row.id) ?? { id: row.id, shas: [row.original] };
    if (row.variant) image.shas.push(row.variant);
    byId.set(row.id, image);
  }
  return [...byId.values()];
}

/** Whether a post, document or revision saved since `savedSince` names one of these SHA-256s anywhere in its text. */
async function savedTextNames(on: Executor, shas: string[], savedSince: string) {
  const post = await on
    .selectFrom("blogs")
    .select("id")
    .where("updated_at", ">=", savedSince)
    .where((eb) =>
      eb.or(
        shas.flatMap((sha) => [
          eb("content", "like", `%${sha}%`),
          eb("image", "like", `%${sha}%`),
          eb("social_image", "like", `%${sha}%`),
        ]),
      ),
    )
    .limit(1)
    .executeTakeFirst();
  if (post) return true;
  const document = await on
    .selectFrom("content_documents")
    .select("key")
    .where("updated_at", ">=", savedSince)
    .where((eb) =>
      eb.or(
        shas.flatMap((sha) => [
          eb("live", "like", `%${sha}%`),
          eb("scheduled", "like", `%${sha}%`),
          eb("draft", "like", `%${sha}%`),
        ]),
      ),
    )
    .limit(1)
    .executeTakeFirst();
  if (document) return true;
  for (const table of REVISION_TABLES) {
    const revision = await on
      .selectFrom(table as "post_revisions")
      .select("id")
      .where("created_at", ">=", savedSince)
      .where((eb) => eb.or(shas.map((sha) => eb("content", "like", `%${sha}%`))))
      .limit(1)
      .executeTakeFirst();
    if (revision) return true;
  }
  return false;
}

/**
 * Deletes these images, their variants and the files of both. The DELETE repeats the upload-time
 * and cover conditions, so an image uploaded again or made a cover meanwhile stays. A file another
 * record also points at (an application's CV, another image) stays too.
 */
async function removeImages(trx: Executor, images: Candidate[], uploadedBefore: string) {
  if (images.length === 0) return 0;
  const variants = await trx
    .selectFrom("image_variants")
    .select(["image_id", "file_id"])
    .where(
      "image_id",
      "in",
      images.map((image) => image.id),
    )
    .execute();
  const deleted = await trx
    .deleteFrom("images")
    .where(
      "id",
      "in",
      images.map((image) => image.id),
    )
    .where("uploaded_at", "<", uploadedBefore)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom("blogs").select("blogs.id").whereRef("blogs.image_id", "=", "images.id"))),
    )
    .returning(["id", "file_id"])
    .execute();
  if (deleted.length === 0) return 0;
  const deletedIds = new Set(deleted.map((image) => image.id));
  await trx
    .deleteFrom("image_variants")
    .where("image_id", "in", [...deletedIds])
    .execute();
  const fileIds = [
    ...deleted.map((image) => image.file_id),
    ...variants.filter((variant) => deletedIds.has(variant.image_id)).map((variant) => variant.file_id),
  ];
  await removeFiles(trx, await unsharedFiles(trx, fileIds));
  return deleted.length;
}

/** Those of these files no application, image or variant points at. */
async function unsharedFiles(trx: Executor, fileIds: number[]) {
  const shared = new Set<number>();
  const owners = [
    trx.selectFrom("applications").select("cv_file_id as file_id").where("cv_file_id", "in", fileIds),
    trx.selectFrom("images").select("file_id").where("file_id", "in", fileIds),
    trx.selectFrom("image_variants").select("file_id").where("file_id", "in", fileIds),
  ];
  for (const owner of owners) for (const row of await owner.execute()) shared.add(row.file_id);
  return fileIds.filter((id) => !shared.has(id));
}
