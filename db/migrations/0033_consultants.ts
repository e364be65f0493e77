import { sql, type Kysely } from "kysely";

import { withId } from "../migration-helpers";

// Consultants and interviews (issue 39, items 2 and 3). A staff member can be a bookable
// consultant with their own weekly hours and overrides (inside the team's), the topics they take,
// and whether they interview. A booking now says which calendar it was taken from: the team's
// (one booking a slot, as before), a topic's consultants (one of them, named in appointment_hosts)
// or an interview (the whole panel). The team's unique slot index keeps to team bookings; a
// consultant's bookings are kept apart by a unique index per host and start, and by the same lock
// every booking takes (the availability row).
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable("consultants")
    .addColumn("user_id", "integer", (col) => col.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("bookable", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("interviews", "integer", (col) => col.notNull().defaultTo(0))
    // JSON: the appointment topics (by name) this consultant takes.
    .addColumn("topics", "text", (col) => col.notNull())
    // JSON, as availability's: seven lists of { start, end } (Sunday first), and date overrides.
    .addColumn("weekly", "text", (col) => col.notNull())
    .addColumn("overrides", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();

  await db.schema
    .alterTable("appointments")
    .addColumn("calendar", "text", (col) => col.notNull().defaultTo("team"))
    .execute();
  await db.schema.dropIndex("appointments_live_slot_idx").execute();
  await db.schema
    .createIndex("appointments_live_slot_idx")
    .on("appointments")
    .column("starts_at")
    .unique()
    .where(sql<boolean>`status <> 'cancelled' and calendar = 'team'`)
    .execute();

  // Who a booking takes: its consultant, or every interviewer of the panel. `starts_at` and `live`
  // follow the booking's, so the database refuses one person twice at one start.
  await db.schema
    .createTable("appointment_hosts")
    .addColumn("appointment_id", "integer", (col) => col.notNull().references("appointments.id").onDelete("cascade"))
    .addColumn("user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("starts_at", "text", (col) => col.notNull())
    .addColumn("live", "integer", (col) => col.notNull().defaultTo(1))
    .addPrimaryKeyConstraint("appointment_hosts_pk", ["appointment_id", "user_id"])
    .execute();
  await db.schema
    .createIndex("appointment_hosts_live_idx")
    .on("appointment_hosts")
    .columns(["user_id", "starts_at"])
    .unique()
    .where(sql<boolean>`live = 1`)
    .execute();

  await db.schema
    .createTable("interview_invitations")
    .$call(withId(db))
    .addColumn("application_id", "integer", (col) => col.notNull().references("applications.id").onDelete("cascade"))
    // JSON: the interviewers' user ids.
    .addColumn("interviewers", "text", (col) => col.notNull())
    .addColumn("minutes", "integer", (col) => col.notNull())
    .addColumn("note", "text")
    .addColumn("expires_at", "text", (col) => col.notNull())
    // Set once the candidate booked: the link is used.
    .addColumn("appointment_id", "integer", (col) => col.references("appointments.id").onDelete("set null"))
    .addColumn("created_by", "integer", (col) => col.references("users.id").onDelete("set null"))
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("interview_invitations_application_idx")
    .on("interview_invitations")
    .column("application_id")
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable("interview_invitations").execute();
  await db.schema.dropTable("appointment_hosts").execute();
  await db.schema.dropIndex("appointments_live_slot_idx").execute();
  await db.schema
    .createIndex("appointments_live_slot_idx")
    .on("appointments")
    .column("starts_at")
    .unique()
    .where(sql.ref("status"), "<>", "cancelled")
    .execute();
  await db.schema.alterTable("appointments").dropColumn("calendar").execute();
  await db.schema.dropTable("consultants").execute();
}
