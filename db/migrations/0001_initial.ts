import { sql, type Kysely } from "kysely";

import { withId } from "../migration-helpers";

// Migrations receive an untyped Kysely: they describe the schema at their own point in time.
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable("users")
    .$call(withId(db))
    .addColumn("username", "text", (col) => col.notNull().unique())
    .addColumn("password_hash", "text", (col) => col.notNull())
    .addColumn("is_admin", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("sessions")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("expires_at", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("sessions_user_id_idx").on("sessions").column("user_id").execute();
  await db.schema.createIndex("sessions_expires_at_idx").on("sessions").column("expires_at").execute();

  await db.schema
    .createTable("login_attempts")
    .$call(withId(db))
    .addColumn("ip", "text", (col) => col.notNull())
    .addColumn("username", "text", (col) => col.notNull())
    .addColumn("attempted_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("login_attempts_ip_idx").on("login_attempts").columns(["ip", "attempted_at"]).execute();
  await db.schema
    .createIndex("login_attempts_username_idx")
    .on("login_attempts")
    .columns(["username", "attempted_at"])
    .execute();
  await db.schema.createIndex("login_attempts_attempted_at_idx").on("login_attempts").column("attempted_at").execute();

  await db.schema
    .createTable("blogs")
    .$call(withId(db))
    .addColumn("title", "text", (col) => col.notNull())
    .addColumn("author", "text", (col) => col.notNull())
    .addColumn("description", "text", (col) => col.notNull())
    .addColumn("content", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("image", "text")
    .addColumn("status", "text", (col) => col.notNull().defaultTo("published"))
    .addColumn("published_at", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("blogs_created_at_idx").on("blogs").columns(["created_at", "id"]).execute();

  await db.schema
    .createTable("jobs")
    .$call(withId(db))
    .addColumn("title", "text", (col) => col.notNull())
    .addColumn("company", "text", (col) => col.notNull())
    .addColumn("location", "text", (col) => col.notNull())
    .addColumn("type", "text", (col) => col.notNull())
    .addColumn("salary", "integer")
    .addColumn("department", "text")
    .addColumn("description", "text")
    .addColumn("requirements", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .addCheckConstraint("jobs_type_check", sql`type in ('Full-time', 'Part-time', 'Internship', 'Contract')`)
    .execute();
  await db.schema.createIndex("jobs_created_at_idx").on("jobs").columns(["created_at", "id"]).execute();
  await db.schema.createIndex("jobs_type_created_at_idx").on("jobs").columns(["type", "created_at"]).execute();
  await db.schema
    .createIndex("jobs_department_created_at_idx")
    .on("jobs")
    .columns(["department", "created_at"])
    .execute();

  await db.schema
    .createTable("app_meta")
    .addColumn("key", "text", (col) => col.primaryKey())
    .addColumn("value", "text", (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>) {
  for (const table of ["app_meta", "jobs", "blogs", "login_attempts", "sessions", "users"]) {
    await db.schema.dropTable(table).execute();
  }
}
