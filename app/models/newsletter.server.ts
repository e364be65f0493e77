import type { Kysely } from "kysely";

import { db } from "~/db.server";
import type { MailContext } from "~/emails/email";
import { newPostEmail, newsletterHeaders, type NewsletterPost } from "~/emails/newsletter";
import { sanitizeBlogHtml } from "~/lib/sanitize.server";

import { getBlog, type Blog } from "./blog.server";
import { liveAt } from "./live-posts.server";
import { queueEmails } from "./outbox.server";
import { aboutSubscriber, NEWSLETTER_KINDS, readerToken } from "./subscriber.server";
import type { Database, NewsletterFormat } from "../../db/database";

// A post emailed to the newsletter's subscribers, once each. The publisher asks for it when saving
// the post (a `newsletter_sends` row, waiting); when the post is live, whichever instance's
// background work notices first starts the send (one UPDATE wins), fixing its audience: the
// subscribers confirmed by then whose topics match. Batches then write, in one transaction each,
// every delivery row (unique per post and subscriber) with its outbox email, at most
// NEWSLETTER_PER_MINUTE a minute across instances; a crash loses a whole batch or none of it.

/** The most emails one batch writes in its transaction. */
const MAX_BATCH = 100;
const MINUTE_MS = 60_000;

/** Starts the sends of posts that are live at `now`; each is started by one instance only. */
export async function startDueSends(now = new Date()) {
  const due = await db
    .selectFrom("newsletter_sends")
    .innerJoin("blogs", "blogs.id", "newsletter_sends.blog_id")
    .select("newsletter_sends.id")
    .where("newsletter_sends.status", "=", "waiting")
    .where(liveAt(now))
    .execute();
  const timestamp = now.toISOString();
  for (const { id } of due) {
    await db
      .updateTable("newsletter_sends")
      .set((eb) => ({
        status: "sending",
        audience_until: timestamp,
        started_at: eb.fn.coalesce("started_at", eb.val(timestamp)),
        finished_at: null,
        updated_at: timestamp,
      }))
      .where("id", "=", id)
      .where("status", "=", "waiting")
      .execute();
  }
}

type Send = { id: number; blog_id: number; format: NewsletterFormat; audience_until: string | null };

/** The subscribers of a send's audience who have no delivery of its post yet, at most `limit`. */
function awaitingDelivery(on: Kysely<Database>, send: Send) {
  return on
    .selectFrom("subscribers as s")
    .where("s.status", "=", "confirmed")
    .where("s.confirmed_at", "<=", send.audience_until ?? "")
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom("newsletter_deliveries as d")
            .select("d.id")
            .where("d.blog_id", "=", send.blog_id)
            .whereRef("d.subscriber_id", "=", "s.id"),
        ),
      ),
    )
    .where((eb) =>
      eb.or([
        eb("s.all_topics", "=", 1),
        eb.exists(
          eb
            .selectFrom("subscriber_topics as t")
            .innerJoin("post_tags as p", "p.tag_id", "t.tag_id")
            .select("t.tag_id")
            .whereRef("t.subscriber_id", "=", "s.id")
            .where("p.blog_id", "=", send.blog_id),
        ),
      ]),
    );
}

/** A post as its email shows it: absolute links, the body cleaned again with the posts' allow-list. */
function emailedPost(post: Blog, format: NewsletterFormat, siteUrl: string): NewsletterPost {
  const absolute = (path: string) => (path.startsWith("/") ? `${siteUrl}${path}` : path);
  const cover = post.cover?.src ?? post.image;
  return {
    title: post.title,
    description: post.description,
    url: `${siteUrl}/blog/${post.slug ?? post.id}`,
    cover: cover ? { src: absolute(cover), alt: post.imageAlt } : null,
    html: format === "full" && post.content ? sanitizeBlogHtml(post.content) : null,
  };
}

/**
 * Queues the next batch of one send in a transaction: deliveries and their emails, as many as the
 * minute's allowance leaves (counted over every send), or marks the send done when nobody is left.
 * The first statement locks the send's row, so two instances take turns and never count the same
 * allowance twice. Resolves to how many it queued.
 */
async function queueSendBatch(
  send: Send,
  post: Blog | null,
  { mail, perMinute, now }: { mail: MailContext; perMinute: number; now: Date },
) {
  const timestamp = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const held = await trx
      .updateTable("newsletter_sends")
      .set({ updated_at: timestamp })
      .where("id", "=", send.id)
      .where("status", "=", "sending")
      .executeTakeFirst();
    if (Number(held.numUpdatedRows) === 0) return 0;
    const recent = await trx
      .selectFrom("newsletter_deliveries")
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .where("created_at", ">", new Date(now.getTime() - MINUTE_MS).toISOString())
      .executeTakeFirstOrThrow();
    const allowance = Math.min(MAX_BATCH, perMinute - Number(recent.count));
    if (allowance <= 0) return 0;
    const readers = await awaitingDelivery(trx, send)
      .select(["s.id", "s.email"])
      .orderBy("s.id")
      .limit(allowance)
      .execute();
    if (readers.length === 0 || !post) {
      await trx
        .updateTable("newsletter_sends")
        .set({ status: "done", finished_at: timestamp })
        .where("id", "=", send.id)
        .execute();
      return 0;
    }
    const content = emailedPost(post, send.format, mail.siteUrl);
    const emailIds = await queueEmails(
      trx,
      readers.map((reader) => {
        const token = readerToken(mail.secret, reader.id, now);
        const links = {
          preferences: `${mail.siteUrl}/newsletter/preferences/${token}`,
          unsubscribe: `${mail.siteUrl}/newsletter/unsubscribe/${token}`,
        };
        return {
          kind: NEWSLETTER_KINDS.post,
          about: aboutSubscriber(reader.id),
          to: reader.email,
          headers: newsletterHeaders(links, mail),
          ...newPostEmail(content, links, mail),
        };
      }),
      { from: mail.from, now },
    );
    await trx
      .insertInto("newsletter_deliveries")
      .values(
        readers.map((reader, index) => ({
          send_id: send.id,
          blog_id: send.blog_id,
          subscriber_id: reader.id,
          email_id: emailIds[index]!,
          created_at: timestamp,
        })),
      )
      .execute();
    return readers.length;
  });
}

/**
 * The newsletter's share of an instance's background work: starts the sends of posts now live, then
 * queues batches of the sends under way within the minute's allowance. Resolves to how many emails
 * it queued.
 */
export async function runNewsletterSends({
  mail,
  perMinute,
  now = new Date(),
}: {
  /** Read only when a send is under way. */
  mail: () => Promise<MailContext>;
  perMinute: number;
  now?: Date;
}) {
  await startDueSends(now);
  const sends = await db
    .selectFrom("newsletter_sends")
    .select(["id", "blog_id", "format", "audience_until"])
    .where("status", "=", "sending")
    .orderBy("id")
    .execute();
  let queued = 0;
  const context = sends.length > 0 ? await mail() : null;
  for (const send of sends) {
    // Read before the batches' transactions: SQLite's one connection is theirs while they run.
    const post = await getBlog(send.blog_id);
    let batch: number;
    do {
      batch = await queueSendBatch(send, post, { mail: context!, perMinute, now });
      queued += batch;
    } while (batch > 0);
  }
  return queued;
}

/** Each send, newest first, with its post and progress: queued, sent, failed, and readers unsubscribed since it started. */
export async function listNewsletterSends() {
  const sends = await db
    .selectFrom("newsletter_sends")
    .innerJoin("blogs", "blogs.id", "newsletter_sends.blog_id")
    .select([
      "newsletter_sends.id",
      "newsletter_sends.blog_id as blogId",
      "blogs.title",
      "newsletter_sends.format",
      "newsletter_sends.status",
      "newsletter_sends.started_at as startedAt",
      "newsletter_sends.finished_at as finishedAt",
      "newsletter_sends.created_at as createdAt",
    ])
    .orderBy("newsletter_sends.id", "desc")
    .limit(100)
    .execute();
  if (sends.length === 0) return [];
  const counts = await db
    .selectFrom("newsletter_deliveries as d")
    .leftJoin("emails as e", "e.id", "d.email_id")
    .innerJoin("newsletter_sends as n", "n.id", "d.send_id")
    .innerJoin("subscribers as s", "s.id", "d.subscriber_id")
    .select((eb) => [
      "d.send_id",
      "e.status",
      eb.case().when("s.unsubscribed_at", ">", eb.ref("n.started_at")).then(1).else(0).end().as("left"),
      eb.fn.countAll<number | string>().as("count"),
    ])
    .where(
      "d.send_id",
      "in",
      sends.map((send) => send.id),
    )
    .groupBy(["d.send_id", "e.status", "left"])
    .execute();
  return sends.map((send) => {
    const progress = { queued: 0, sent: 0, failed: 0, unsubscribedSince: 0 };
    for (const row of counts.filter((count) => count.send_id === send.id)) {
      const count = Number(row.count);
      const left = Number(row.left) === 1;
      if (left) progress.unsubscribedSince += count;
      if (row.status === "sent") progress.sent += count;
      // An email not sent because its reader left is counted as that, not as a failure.
      else if (row.status === "failed") progress.failed += left ? 0 : count;
      else progress.queued += count;
    }
    return { ...send, progress };
  });
}
