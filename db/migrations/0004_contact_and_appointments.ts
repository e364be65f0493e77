import { sql, type Kysely } from "kysely";

import { withId } from "../migration-helpers";

// What visitors send: contact messages, appointment bookings, and a log of form submissions
// for the per-address spam limit.
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable("contact_messages")
    .$call(withId(db))
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("email", "text", (col) => col.notNull())
    .addColumn("phone", "text")
    .addColumn("subject", "text", (col) => col.notNull())
    .addColumn("message", "text", (col) => col.notNull())
    .addColumn("handled_at", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("contact_messages_created_at_idx")
    .on("contact_messages")
    .columns(["created_at", "id"])
    .execute();
  await db.schema.createIndex("contact_messages_handled_at_idx").on("contact_messages").column("handled_at").execute();

  await db.schema
    .createTable("appointments")
    .$call(withId(db))
    .addColumn("token", "text", (col) => col.notNull().unique())
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("email", "text", (col) => col.notNull())
    .addColumn("phone", "text", (col) => col.notNull())
    .addColumn("company", "text")
    .addColumn("topic", "text", (col) => col.notNull())
    .addColumn("starts_at", "text", (col) => col.notNull())
    .addColumn("message", "text")
    .addColumn("status", "text", (col) => col.notNull().defaultTo("pending"))
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .addCheckConstraint("appointments_status_check", sql`status in ('pending', 'confirmed', 'cancelled')`)
    .execute();
  // One live booking per slot, enforced by the database; a cancelled booking frees its slot.
  await db.schema
    .createIndex("appointments_live_slot_idx")
    .on("appointments")
    .column("starts_at")
    .unique()
    .where(sql.ref("status"), "<>", "cancelled")
    .execute();
  await db.schema
    .createIndex("appointments_starts_at_idx")
    .on("appointments")
    .columns(["starts_at", "status"])
    .execute();

  await db.schema
    .createTable("form_submissions")
    .$call(withId(db))
    .addColumn("form", "text", (col) => col.notNull())
    .addColumn("ip", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("form_submissions_form_ip_idx")
    .on("form_submissions")
    .columns(["form", "ip", "created_at"])
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable("form_submissions").execute();
  await db.schema.dropTable("appointments").execute();
  await db.schema.dropTable("contact_messages").execute();
}
