import type { Kysely } from "kysely";

// The report at scale (issue 43): the days not rolled up yet (today, and yesterday until its
// roll-up) get a provisional roll-up that the background work brings up to date every minute,
// with the last page view it covers (`through_id`); the report adds only the views after it. A
// view's visitor must be looked up within its day to tell a new visitor from one already counted:
// page_views' day index is on (day, visitor) instead of (day, path), which nothing needed.
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable("analytics_live_days")
    // YYYY-MM-DD (UTC), a day not rolled up yet.
    .addColumn("day", "text", (col) => col.primaryKey())
    // The greatest page_views id covered: every view of the day up to it, and only those.
    .addColumn("through_id", "integer", (col) => col.notNull())
    .addColumn("refreshed_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createTable("analytics_live")
    .addColumn("day", "text", (col) => col.notNull())
    // As in analytics_daily: total, page, referrer, campaign, source, device, browser, country, heavy.
    .addColumn("dimension", "text", (col) => col.notNull())
    .addColumn("value", "text", (col) => col.notNull())
    .addColumn("views", "integer", (col) => col.notNull())
    .addColumn("visitors", "integer", (col) => col.notNull())
    .addPrimaryKeyConstraint("analytics_live_pk", ["day", "dimension", "value"])
    .execute();

  await db.schema.dropIndex("page_views_day_idx").execute();
  await db.schema.createIndex("page_views_day_visitor_idx").on("page_views").columns(["day", "visitor"]).execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropIndex("page_views_day_visitor_idx").execute();
  await db.schema.createIndex("page_views_day_idx").on("page_views").columns(["day", "path"]).execute();
  await db.schema.dropTable("analytics_live").execute();
  await db.schema.dropTable("analytics_live_days").execute();
}
