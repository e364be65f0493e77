import type { Kysely } from "kysely";

import { sameText, type RevisionOrigin, type RevisionText } from "~/lib/post-revisions";

import type { Database } from "../../db/database";

// Writing a post's revisions, inside the save's own transaction (it takes the transaction it
// writes on, so the seed in db/ can use it too). Reading and restoring: post-revision.server.ts.

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
