import { sql, type Kysely } from "kysely";

// The booking calendar as rules staff edit (issue 39): one row with the office's time zone, weekly
// hours (several ranges a day), date overrides, slot length, buffers, notice, horizon and a daily
// maximum, and the version every save moves on (the optimistic check of two people saving at once).
// The seed row is the calendar that was a constant in code: Mon–Fri 09:00–17:00 Pacific, 30-minute
// slots, 90 days ahead. Each booking now keeps its length and the office zone it was made in, so a
// later change of rules neither moves nor shortens it.

const WORKDAY = [{ start: "09:00", end: "17:00" }];
/** Sunday first, as Date#getUTCDay counts. */
const SEED_WEEKLY = [[], WORKDAY, WORKDAY, WORKDAY, WORKDAY, WORKDAY, []];

export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable("availability")
    .addColumn("id", "integer", (col) => col.primaryKey().check(sql`id = 1`))
    .addColumn("time_zone", "text", (col) => col.notNull())
    // JSON: seven lists (Sunday first) of { start, end } office wall-clock ranges.
    .addColumn("weekly", "text", (col) => col.notNull())
    // JSON: [{ date, closed, ranges }]: a named closed day, or other ranges on that date.
    .addColumn("overrides", "text", (col) => col.notNull())
    .addColumn("slot_minutes", "integer", (col) => col.notNull())
    .addColumn("buffer_before_minutes", "integer", (col) => col.notNull())
    .addColumn("buffer_after_minutes", "integer", (col) => col.notNull())
    .addColumn("notice_hours", "integer", (col) => col.notNull())
    .addColumn("horizon_days", "integer", (col) => col.notNull())
    // Null: no daily maximum.
    .addColumn("max_per_day", "integer")
    .addColumn("version", "integer", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .addColumn("updated_by", "integer", (col) => col.references("users.id").onDelete("set null"))
    .execute();
  await sql`
    insert into availability (id, time_zone, weekly, overrides, slot_minutes, buffer_before_minutes,
      buffer_after_minutes, notice_hours, horizon_days, max_per_day, version, updated_at)
    values (1, 'America/Los_Angeles', ${JSON.stringify(SEED_WEEKLY)}, '[]', 30, 0, 0, 0, 90, null, 1,
      ${new Date().toISOString()})`.execute(db);

  await db.schema
    .alterTable("appointments")
    .addColumn("minutes", "integer", (col) => col.notNull().defaultTo(30))
    .execute();
  await db.schema
    .alterTable("appointments")
    .addColumn("office_time_zone", "text", (col) => col.notNull().defaultTo("America/Los_Angeles"))
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable("appointments").dropColumn("office_time_zone").execute();
  await db.schema.alterTable("appointments").dropColumn("minutes").execute();
  await db.schema.dropTable("availability").execute();
}
