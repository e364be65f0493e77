import { z } from "zod";

import { db } from "~/db.server";
import { getDecoyHash, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, verifyPassword } from "~/lib/password.server";
import type { Role } from "~/lib/roles";
import { requiredText, tooLongMessage } from "~/lib/text-schema";
import { MAX_USERNAME_LENGTH, normalizeUsername } from "~/lib/username";

/** A signed-in person: who, and what they do (no role: no back-office access). */
export type SessionUser = { id: number; username: string; role: Role | null };

export function toSessionUser(row: { id: number; username: string; role: Role | null }): SessionUser {
  return { id: row.id, username: row.username, role: row.role };
}

/**
 * Sign-in as the form and the API send it. Both limits are checked before any attempt is looked
 * up or recorded: a username no account can have is refused here, never stored.
 */
export const LoginSchema = z.object({
  username: requiredText("Username", MAX_USERNAME_LENGTH),
  password: z
    .string({ required_error: "Password is required", invalid_type_error: "Password must be text" })
    .min(1, "Password is required")
    .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`)
    .max(MAX_PASSWORD_LENGTH, tooLongMessage("Password", MAX_PASSWORD_LENGTH)),
});

export type LoginInput = z.infer<typeof LoginSchema>;

/** The user with these credentials, or null. Takes the same time whether or not the username exists. */
export async function verifyLogin({ username, password }: LoginInput): Promise<SessionUser | null> {
  const user = await db
    .selectFrom("users")
    .select(["id", "username", "password_hash", "role"])
    .where("username", "=", normalizeUsername(username))
    .executeTakeFirst();
  const valid = await verifyPassword(password, user?.password_hash ?? (await getDecoyHash()));
  if (!user || !valid) return null;
  return toSessionUser(user);
}
