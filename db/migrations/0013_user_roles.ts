import { sql, type Kysely } from "kysely";

// Staff accounts have a role (Admin, Editor, Recruiter, Support) instead of an admin flag (the
// admins stay admins), a name and an email address (unique, stored lower-cased). A user without a
// role has no access to the back-office.
export async function up(db: Kysely<unknown>) {
  await db.schema
    .alterTable("users")
    .addColumn("role", "text", (col) => col.check(sql`role in ('admin', 'editor', 'recruiter', 'support')`))
    .execute();
  await sql`update users set role = 'admin' where is_admin = 1`.execute(db);
  await db.schema.alterTable("users").dropColumn("is_admin").execute();
  await db.schema.alterTable("users").addColumn("name", "text").execute();
  await db.schema.alterTable("users").addColumn("email", "text").execute();
  await db.schema.createIndex("users_email_idx").on("users").column("email").unique().execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropIndex("users_email_idx").execute();
  await db.schema.alterTable("users").dropColumn("email").execute();
  await db.schema.alterTable("users").dropColumn("name").execute();
  await db.schema
    .alterTable("users")
    .addColumn("is_admin", "integer", (col) => col.notNull().defaultTo(0))
    .execute();
  await sql`update users set is_admin = 1 where role = 'admin'`.execute(db);
  await db.schema.alterTable("users").dropColumn("role").execute();
}
