import { sql, type Kysely } from "kysely";

import { withId } from "../migration-helpers";

// The Insights newsletter (issue 40): readers who subscribed (double opt-in, their consent kept),
// the topics they chose, one send per post (asked for by its publisher, started when the post goes
// live) and one delivery per post and subscriber, unique, so nobody gets a post twice. Emails gain
// headers of their own (List-Unsubscribe, List-Id).
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable("subscribers")
    .$call(withId(db))
    // Lower-cased; one row per address.
    .addColumn("email", "text", (col) => col.notNull().unique())
    .addColumn("name", "text")
    .addColumn("status", "text", (col) =>
      col
        .notNull()
        .defaultTo("pending")
        .check(sql`status in ('pending', 'confirmed', 'unsubscribed', 'bounced')`),
    )
    // 1: every post; 0: only posts with one of the topics in subscriber_topics.
    .addColumn("all_topics", "integer", (col) => col.notNull().defaultTo(1))
    // The pending confirmation link's nonce (it works once); null once used.
    .addColumn("confirm_nonce", "text")
    .addColumn("confirmation_sent_at", "text")
    // What was agreed to: when, the address then, and the version of the consent wording shown.
    .addColumn("confirmed_at", "text")
    .addColumn("consent_email", "text")
    .addColumn("consent_version", "text")
    .addColumn("unsubscribed_at", "text")
    // Emails to it refused for good (SMTP 5xx); at 3 it is bounced.
    .addColumn("bounces", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("subscribers_status_idx").on("subscribers").columns(["status", "id"]).execute();
  await db.schema
    .createTable("subscriber_topics")
    .addColumn("subscriber_id", "integer", (col) => col.notNull().references("subscribers.id").onDelete("cascade"))
    .addColumn("tag_id", "integer", (col) => col.notNull().references("tags.id").onDelete("cascade"))
    .addPrimaryKeyConstraint("subscriber_topics_pk", ["subscriber_id", "tag_id"])
    .execute();

  await db.schema
    .createTable("newsletter_sends")
    .$call(withId(db))
    .addColumn("blog_id", "integer", (col) => col.notNull().unique().references("blogs.id").onDelete("cascade"))
    .addColumn("format", "text", (col) => col.notNull().check(sql`format in ('summary', 'full')`))
    // waiting: asked for, the post not live yet; sending: batches are being queued; done.
    .addColumn("status", "text", (col) =>
      col
        .notNull()
        .defaultTo("waiting")
        .check(sql`status in ('waiting', 'sending', 'done')`),
    )
    // Who gets it: subscribers confirmed by this moment (the post's going live).
    .addColumn("audience_until", "text")
    .addColumn("started_at", "text")
    .addColumn("finished_at", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("newsletter_sends_status_idx").on("newsletter_sends").column("status").execute();
  await db.schema
    .createTable("newsletter_deliveries")
    .$call(withId(db))
    .addColumn("send_id", "integer", (col) => col.notNull().references("newsletter_sends.id").onDelete("cascade"))
    .addColumn("blog_id", "integer", (col) => col.notNull())
    .addColumn("subscriber_id", "integer", (col) => col.notNull().references("subscribers.id").onDelete("cascade"))
    .addColumn("email_id", "integer", (col) => col.references("emails.id").onDelete("set null"))
    .addColumn("created_at", "text", (col) => col.notNull())
    .addUniqueConstraint("newsletter_deliveries_post_subscriber_unique", ["blog_id", "subscriber_id"])
    .execute();
  await db.schema
    .createIndex("newsletter_deliveries_send_idx")
    .on("newsletter_deliveries")
    .columns(["send_id", "subscriber_id"])
    .execute();
  // The throttle counts the deliveries queued in the last minute.
  await db.schema
    .createIndex("newsletter_deliveries_created_idx")
    .on("newsletter_deliveries")
    .column("created_at")
    .execute();
  await db.schema
    .createIndex("newsletter_deliveries_email_idx")
    .on("newsletter_deliveries")
    .column("email_id")
    .execute();

  // JSON: { name: value } headers sent with the email besides the usual ones.
  await db.schema
    .alterTable("emails")
    .addColumn("headers", "text", (col) => col.notNull().defaultTo("{}"))
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable("emails").dropColumn("headers").execute();
  await db.schema.dropTable("newsletter_deliveries").execute();
  await db.schema.dropTable("newsletter_sends").execute();
  await db.schema.dropTable("subscriber_topics").execute();
  await db.schema.dropTable("subscribers").execute();
}
