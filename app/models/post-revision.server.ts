import type { Kysely } from "kysely";

import { db } from "~/db.server";
import { formatDateTime } from "~/lib/format";
import { sameText, type RevisionOrigin, type RevisionText } from "~/lib/post-revisions";
import { displayName } from "~/lib/staff";

import { quoted, type Actor } from "./activity.server";
import { getBlog, updateBlog } from "./blog.server";
import type { Database } from "../../db/database";

// A post's revisions: written inside each save's own transaction, listed, read one by one, and
// restored (written back through updateBlog, which keeps the restore as a revision of its own).

/** How many revisions each post keeps: the newest. */
export const REVISIONS_KEPT = 50;

/** An autosave this soon after the same person's previous autosave replaces it instead of adding one. */
export const AUTOSAVE_COALESCE_MS = 10 * 60 * 1000;

/**
 * Whether a save replaces the newest revision instead of adding one: both autosaves, by the same
 * person, the newest less than AUTOSAVE_COALESCE_MS old (counted from its last replacement).
 */
export function replacesAutosave(
  newest: { origin: string; user_id: number | null; created_at: string },
  save: { userId: number | null; origin: string; now: Date },
) {
  return (
    save.origin === "autosave" &&
    newest.origin === "autosave" &&
    newest.user_id === save.userId &&
    save.now.getTime() - Date.parse(newest.created_at) < AUTOSAVE_COALESCE_MS
  );
}

export type RevisionOptions = {
  /** Who saved; null without a signed-in person (the API without a user, the command line, the seed). */
  userId: number | null;
  origin: RevisionOrigin;
  now: Date;
};

/**
 * Keeps the text `post` was just saved with as its newest revision, after the write, in its
 * transaction `trx`: nothing when the text is the newest revision's; an autosave replaces the
 * newest revision when that is an autosave by the same person less than AUTOSAVE_COALESCE_MS old
 * (the age counts from its last replacement); then only the newest REVISIONS_KEPT are kept.
 * Returns the revision's id, or null when nothing was written.
 */
export async function recordRevision(
  trx: Kysely<Database>,
  post: RevisionText & { id: number },
  { userId, origin, now }: RevisionOptions,
) {
  const newest = await trx
    .selectFrom("post_revisions")
    .selectAll()
    .where("blog_id", "=", post.id)
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  if (newest && sameText(newest, post)) return null;

  const text = { title: post.title, description: post.description, content: post.content, author: post.author };
  const at = now.toISOString();
  if (newest && replacesAutosave(newest, { userId, origin, now })) {
    await trx
      .updateTable("post_revisions")
      .set({ ...text, created_at: at })
      .where("id", "=", newest.id)
      .execute();
    return newest.id;
  }

  const { id } = await trx
    .insertInto("post_revisions")
    .values({ ...text, blog_id: post.id, created_at: at, user_id: userId, origin })
    .returning("id")
    .executeTakeFirstOrThrow();
  const oldestKept = await trx
    .selectFrom("post_revisions")
    .select("id")
    .where("blog_id", "=", post.id)
    .orderBy("id", "desc")
    .offset(REVISIONS_KEPT - 1)
    .limit(1)
    .executeTakeFirst();
  if (oldestKept) {
    await trx.deleteFrom("post_revisions").where("blog_id", "=", post.id).where("id", "<", oldestKept.id).execute();
  }
  return id;
}

/** One revision in the list: when, by whom, how; not its text. */
export type RevisionSummary = {
  id: number;
  createdAt: string;
  origin: RevisionOrigin;
  /** Who saved it: their name, else username; null when no one signed in did, or the account is gone. */
  userName: string | null;
  title: string;
};

export type Revision = RevisionSummary & { description: string; content: string; author: string };

function revisions() {
  return db
    .selectFrom("post_revisions")
    .leftJoin("users", "users.id", "post_revisions.user_id")
    .select([
      "post_revisions.id",
      "post_revisions.created_at",
      "post_revisions.origin",
      "post_revisions.title",
      "users.name",
      "users.username",
    ]);
}

function toSummary(row: {
  id: number;
  created_at: string;
  origin: RevisionOrigin;
  title: string;
  name: string | null;
  username: string | null;
}): RevisionSummary {
  return {
    id: row.id,
    createdAt: row.created_at,
    origin: row.origin,
    userName: row.username === null ? null : displayName({ name: row.name, username: row.username }),
    title: row.title,
  };
}

/** A post's revisions, newest first (at most REVISIONS_KEPT). */
export async function listRevisions(postId: number) {
  const rows = await revisions()
    .where("post_revisions.blog_id", "=", postId)
    .orderBy("post_revisions.id", "desc")
    .execute();
  return rows.map(toSummary);
}

/** The revision with this id if it is one of this post's, else null. */
export async function getRevision(postId: number, revisionId: number): Promise<Revision | null> {
  const row = await revisions()
    .select(["post_revisions.description", "post_revisions.content", "post_revisions.author"])
    .where("post_revisions.blog_id", "=", postId)
    .where("post_revisions.id", "=", revisionId)
    .executeTakeFirst();
  return row ? { ...toSummary(row), description: row.description, content: row.content, author: row.author } : null;
}

/**
 * Writes a revision's text (title, description, content, author) back to its post; its slug,
 * tags, status, publish date and image stay as they are. The save is a 'restore' revision, and the
 * log says which revision was restored, in the same transaction. The restored post, or null when
 * the post or the revision (of this post) is not there.
 */
export async function restoreRevision(
  postId: number,
  revisionId: number,
  { actor, now = new Date() }: { actor?: Actor; now?: Date } = {},
) {
  const [post, revision] = await Promise.all([getBlog(postId), getRevision(postId, revisionId)]);
  if (!post || !revision) return null;
  return updateBlog(
    postId,
    {
      title: revision.title,
      description: revision.description,
      content: revision.content,
      author: revision.author,
      // Left out, the slug, tags, status and publish date stay the post's own (see BlogInput).
      image: post.image,
    },
    {
      actor,
      now,
      origin: "restore",
      logAs: {
        action: "restored",
        summary: `Restored the post ${quoted(revision.title)} to its revision of ${formatDateTime(revision.createdAt)}`,
      },
    },
  );
}
