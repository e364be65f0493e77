import { sql, type Kysely } from "kysely";

import { withId } from "../migration-helpers";

// A team of staff accounts: an account can be deactivated (its sessions and API tokens stop at
// once) and remembers its last sign-in; a session remembers the device and address it was started
// from and when it was last used. Invitations and password resets are single-use links whose
// tokens are stored hashed. The activity log records who did what, written in the same
// transaction as the change; it keeps the person's username, so it outlives a deleted account.
export async function up(db: Kysely<unknown>) {
  await db.schema.alterTable("users").addColumn("deactivated_at", "text").execute();
  await db.schema.alterTable("users").addColumn("last_sign_in_at", "text").execute();

  await db.schema.alterTable("sessions").addColumn("ip", "text").execute();
  await db.schema.alterTable("sessions").addColumn("user_agent", "text").execute();
  await db.schema.alterTable("sessions").addColumn("last_seen_at", "text").execute();

  await db.schema
    .createTable("invitations")
    .$call(withId(db))
    .addColumn("email", "text", (col) => col.notNull())
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("role", "text", (col) => col.notNull().check(sql`role in ('admin', 'editor', 'recruiter', 'support')`))
    .addColumn("token_hash", "text", (col) => col.notNull().unique())
    .addColumn("invited_by", "integer", (col) => col.references("users.id").onDelete("set null"))
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("expires_at", "text", (col) => col.notNull())
    .addColumn("accepted_at", "text")
    .addColumn("revoked_at", "text")
    .execute();
  // One open invitation per address, whatever two Admins do at the same moment.
  await db.schema
    .createIndex("invitations_open_email_idx")
    .on("invitations")
    .column("email")
    .unique()
    .where(sql.ref("accepted_at"), "is", null)
    .where(sql.ref("revoked_at"), "is", null)
    .execute();

  await db.schema
    .createTable("password_resets")
    .$call(withId(db))
    .addColumn("user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("token_hash", "text", (col) => col.notNull().unique())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("expires_at", "text", (col) => col.notNull())
    .addColumn("used_at", "text")
    .execute();
  await db.schema.createIndex("password_resets_user_idx").on("password_resets").column("user_id").execute();

  await db.schema
    .createTable("activity_log")
    .$call(withId(db))
    .addColumn("created_at", "text", (col) => col.notNull())
    // Who: the account (null once it is deleted, or for a staff email link) and its username then.
    .addColumn("actor_id", "integer", (col) => col.references("users.id").onDelete("set null"))
    .addColumn("actor_name", "text", (col) => col.notNull())
    .addColumn("ip", "text")
    // What: the kind of record (post, job, user, sign-in…), the action and a sentence for people.
    .addColumn("kind", "text", (col) => col.notNull())
    .addColumn("action", "text", (col) => col.notNull())
    .addColumn("subject_id", "integer")
    .addColumn("summary", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("activity_log_created_idx").on("activity_log").columns(["created_at", "id"]).execute();
  await db.schema
    .createIndex("activity_log_actor_idx")
    .on("activity_log")
    .columns(["actor_id", "created_at"])
    .execute();
  await db.schema.createIndex("activity_log_kind_idx").on("activity_log").columns(["kind", "created_at"]).execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable("activity_log").execute();
  await db.schema.dropTable("password_resets").execute();
  await db.schema.dropTable("invitations").execute();
  for (const column of ["last_seen_at", "user_agent", "ip"])
    await db.schema.alterTable("sessions").dropColumn(column).execute();
  for (const column of ["last_sign_in_at", "deactivated_at"])
    await db.schema.alterTable("users").dropColumn(column).execute();
}
