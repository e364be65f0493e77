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

/** What a sign-in's credentials are: a user's, a deactivated account's, or neither. */
export type CredentialCheck =
  | { status: "valid"; user: SessionUser }
  | { status: "deactivated"; user: SessionUser }
  /** The account exists but the password is wrong (null: no such username). */
  | { status: "wrong"; account: { id: number; username: string } | null };

/** Checks a username and password. Takes the same time whether or not the username exists. */
export async function checkCredentials({ username, password }: LoginInput): Promise<CredentialCheck> {
  const user = await db
    .selectFrom("users")
    .select(["id", "username", "password_hash", "role", "deactivated_at"])
    .where("username", "=", normalizeUsername(username))
    .executeTakeFirst();
  const valid = await verifyPassword(password, user?.password_hash ?? (await getDecoyHash()));
  if (!user || !valid) return { status: "wrong", account: user ? { id: user.id, username: user.username } : null };
  return { status: user.deactivated_at ? "deactivated" : "valid", user: toSessionUser(user) };
}

/** The active user with these credentials, or null. */
export async function verifyLogin(credentials: LoginInput): Promise<SessionUser | null> {
  const check = await checkCredentials(credentials);
  return check.status === "valid" ? check.user : null;
}
