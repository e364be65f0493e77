import type { Kysely } from "kysely";

import { withId } from "../migration-helpers";

// Two-factor sign-in (issue 42): an authenticator app's secret per account (encrypted; enabled once
// confirmed with a code; the last time-step used, so a code works once), single-use recovery codes
// (hashed), passkeys (WebAuthn credentials) and the one-time challenges their ceremonies sign.
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable("totp_credentials")
    .addColumn("user_id", "integer", (col) => col.primaryKey().references("users.id").onDelete("cascade"))
    // AES-256-GCM (app/lib/secret-box.server.ts): never stored in clear.
    .addColumn("secret", "text", (col) => col.notNull())
    // Null while set-up waits for its first code.
    .addColumn("enabled_at", "text")
    .addColumn("last_step", "integer")
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("recovery_codes")
    .$call(withId(db))
    .addColumn("user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("code_hash", "text", (col) => col.notNull())
    .addColumn("used_at", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("recovery_codes_user_idx")
    .on("recovery_codes")
    .columns(["user_id", "code_hash"])
    .execute();

  await db.schema
    .createTable("passkeys")
    // The credential id (base64url), as the authenticator names it.
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("public_key", "text", (col) => col.notNull())
    .addColumn("counter", "integer", (col) => col.notNull())
    .addColumn("transports", "text", (col) => col.notNull().defaultTo("[]"))
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("last_used_at", "text")
    .execute();
  await db.schema.createIndex("passkeys_user_idx").on("passkeys").column("user_id").execute();

  await db.schema
    .createTable("webauthn_challenges")
    .addColumn("challenge", "text", (col) => col.primaryKey())
    // registration: the account adding a passkey; sign-in: null (the passkey names its account).
    .addColumn("user_id", "integer", (col) => col.references("users.id").onDelete("cascade"))
    .addColumn("purpose", "text", (col) => col.notNull())
    .addColumn("expires_at", "text", (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable("webauthn_challenges").execute();
  await db.schema.dropTable("passkeys").execute();
  await db.schema.dropTable("recovery_codes").execute();
  await db.schema.dropTable("totp_credentials").execute();
}
