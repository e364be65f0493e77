import type { Kysely } from "kysely";

import { db } from "~/db.server";
import type { NewsletterChoice } from "~/lib/newsletter";

import type { Database } from "../../db/database";

// The publisher's side of a newsletter send, saved with the post (newsletter.server.ts sends it).

/**
 * Records the publisher's choice with the post's save (`trx`): "summary" or "full" asks for a send
 * (again, after an earlier one: only subscribers who have not had the post get it), "none" takes
 * back a send that has not started. A send that started stays as it is.
 */
export async function requestNewsletter(trx: Kysely<Database>, blogId: number, choice: NewsletterChoice, now: Date) {
  const timestamp = now.toISOString();
  if (choice === "none") {
    await trx.deleteFrom("newsletter_sends").where("blog_id", "=", blogId).where("status", "=", "waiting").execute();
    return;
  }
  await trx
    .insertInto("newsletter_sends")
    .values({ blog_id: blogId, format: choice, status: "waiting", created_at: timestamp, updated_at: timestamp })
    .onConflict((oc) => oc.column("blog_id").doUpdateSet({ format: choice, status: "waiting", updated_at: timestamp }))
    .execute();
}

/**
 * What the post form offers for a saved post: no email once its send has started (an edit does not
 * send it again), the waiting send's format, else the title and summary.
 */
export async function newsletterFormChoice(blogId: number): Promise<NewsletterChoice> {
  const send = await db
    .selectFrom("newsletter_sends")
    .select(["status", "format"])
    .where("blog_id", "=", blogId)
    .executeTakeFirst();
  if (!send) return "summary";
  return send.status === "waiting" ? send.format : "none";
}
