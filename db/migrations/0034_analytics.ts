import type { Kysely } from "kysely";

import { withId } from "../migration-helpers";

// Counting visits without a tracker (issue 43): page views as the server saw them (kept 30 days),
// their daily totals per page, source, device… (kept 25 months by default), the day's random salt
// that makes a visitor key (deleted once its day is over), and the forms' goals with their source.
// No address, no user agent, no cookie: only what the report shows.
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable("analytics_salts")
    // YYYY-MM-DD (UTC).
    .addColumn("day", "text", (col) => col.primaryKey())
    .addColumn("salt", "text", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("page_views")
    .$call(withId(db))
    .addColumn("viewed_at", "text", (col) => col.notNull())
    .addColumn("day", "text", (col) => col.notNull())
    .addColumn("path", "text", (col) => col.notNull())
    // Another site's host name; null for a visit typed in, bookmarked or from this site.
    .addColumn("referrer_host", "text")
    .addColumn("utm_source", "text")
    .addColumn("utm_medium", "text")
    .addColumn("utm_campaign", "text")
    .addColumn("utm_term", "text")
    .addColumn("utm_content", "text")
    .addColumn("ref", "text")
    // Two letters from the proxy's country header, or null.
    .addColumn("country", "text")
    .addColumn("device", "text", (col) => col.notNull())
    .addColumn("browser", "text", (col) => col.notNull())
    // A hash of the day's salt, the address and the user agent: unique visitors within one day only.
    .addColumn("visitor", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("page_views_day_idx").on("page_views").columns(["day", "path"]).execute();

  await db.schema
    .createTable("analytics_daily")
    .addColumn("day", "text", (col) => col.notNull())
    // total, page, referrer, campaign, source, device, browser, country.
    .addColumn("dimension", "text", (col) => col.notNull())
    .addColumn("value", "text", (col) => col.notNull())
    .addColumn("views", "integer", (col) => col.notNull())
    .addColumn("visitors", "integer", (col) => col.notNull())
    .addPrimaryKeyConstraint("analytics_daily_pk", ["day", "dimension", "value"])
    .execute();
  await db.schema
    .createIndex("analytics_daily_dimension_idx")
    .on("analytics_daily")
    .columns(["dimension", "day"])
    .execute();

  await db.schema
    .createTable("analytics_goals")
    .$call(withId(db))
    .addColumn("reached_at", "text", (col) => col.notNull())
    .addColumn("day", "text", (col) => col.notNull())
    // contact, booking, application, newsletter.
    .addColumn("goal", "text", (col) => col.notNull())
    // The form's page (its path) and, for an application, the job.
    .addColumn("page", "text")
    .addColumn("job_id", "integer")
    .addColumn("job_title", "text")
    // utm_source, ref or the referring host of the visit that led to the form; null: direct.
    .addColumn("source", "text")
    .execute();
  await db.schema.createIndex("analytics_goals_day_idx").on("analytics_goals").columns(["day", "goal"]).execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable("analytics_goals").execute();
  await db.schema.dropTable("analytics_daily").execute();
  await db.schema.dropTable("page_views").execute();
  await db.schema.dropTable("analytics_salts").execute();
}
