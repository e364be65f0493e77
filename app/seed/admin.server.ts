import type { Kysely } from "kysely";

import { hashPassword } from "~/lib/password.server";
import type { Role } from "~/lib/roles";
import { normalizeUsername } from "~/lib/username";

import type { Database } from "../../db/database";

/**
 * Creates the user, or resets the password and role of an existing one (null: no back-office
 * access) and reactivates it: the configured admin is always a way back in.
 */
export async function upsertUser(
  db: Kysely<Database>,
  { username, password, role }: { username: string; password: string; role: Role | null },
) {
  const now = new Date().toISOString();
  const values = { password_hash: await hashPassword(password), role, deactivated_at: null, updated_at: now };
  await db
    .insertInto("users")
    .values({ username: normalizeUsername(username), created_at: now, ...values })
    .onConflict((oc) => oc.column("username").doUpdateSet(values))
    .execute();
}
