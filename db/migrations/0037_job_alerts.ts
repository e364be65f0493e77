import { sql, type Kysely } from "kysely";

import { withId } from "../migration-helpers";

// Job alerts (issue 44): a visitor's saved careers search (the page's own q, location, type and
// department, '' for none), confirmed by email (double opt-in, the consent kept), and one match row
// per alert and job, written in the transaction that publishes the job and unique, so a job is
// announced to an alert at most once. The background work turns a subscriber's waiting matches into
// one email (queued_at set in the same transaction as the outbox email).
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable("job_alerts")
    .$call(withId(db))
    // Lower-cased.
    .addColumn("email", "text", (col) => col.notNull())
    .addColumn("q", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("location", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("type", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("department", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("status", "text", (col) =>
      col
        .notNull()
        .defaultTo("pending")
        .check(sql`status in ('pending', 'confirmed', 'unsubscribed')`),
    )
    // The pending confirmation link's nonce (it works once); null once used.
    .addColumn("confirm_nonce", "text")
    .addColumn("confirmation_sent_at", "text")
    // What was agreed to: when, and the address then.
    .addColumn("confirmed_at", "text")
    .addColumn("consent_email", "text")
    .addColumn("unsubscribed_at", "text")
    // When its last alert email was queued: at most one a day, later matches wait for the next day's digest.
    .addColumn("last_sent_at", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    // The same address and search twice is one alert.
    .addUniqueConstraint("job_alerts_search_unique", ["email", "q", "location", "type", "department"])
    .execute();
  await db.schema.createIndex("job_alerts_status_idx").on("job_alerts").columns(["status", "id"]).execute();

  await db.schema
    .createTable("job_alert_matches")
    .$call(withId(db))
    .addColumn("alert_id", "integer", (col) => col.notNull().references("job_alerts.id").onDelete("cascade"))
    .addColumn("job_id", "integer", (col) => col.notNull().references("jobs.id").onDelete("cascade"))
    // Set with the outbox email that announces it; null while it waits.
    .addColumn("queued_at", "text")
    .addColumn("email_id", "integer", (col) => col.references("emails.id").onDelete("set null"))
    .addColumn("created_at", "text", (col) => col.notNull())
    .addUniqueConstraint("job_alert_matches_alert_job_unique", ["alert_id", "job_id"])
    .execute();
  await db.schema
    .createIndex("job_alert_matches_waiting_idx")
    .on("job_alert_matches")
    .columns(["queued_at", "alert_id"])
    .execute();
  await db.schema.createIndex("job_alert_matches_job_idx").on("job_alert_matches").column("job_id").execute();
  await db.schema.createIndex("job_alert_matches_email_idx").on("job_alert_matches").column("email_id").execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable("job_alert_matches").execute();
  await db.schema.dropTable("job_alerts").execute();
}
