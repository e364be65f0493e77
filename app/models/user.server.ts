import { z } from "zod";

import { db } from "~/db.server";
import { getDecoyHash, MIN_PASSWORD_LENGTH, verifyPassword } from "~/utils/password.server";
import { normalizeUsername } from "~/utils/username";

export type SessionUser = { id: number; username: string; isAdmin: boolean };

export const LoginSchema = z.object({
  username: z.string({ required_error: "Username is required" }).trim().min(1, "Username is required"),
  password: z
    .string({ required_error: "Password is required" })
    .min(1, "Password is required")
    .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`),
});

export type LoginInput = z.infer<typeof LoginSchema>;

/** The user with these credentials, or null. Takes the same time whether or not the username exists. */
export async function verifyLogin({ username, password }: LoginInput): Promise<SessionUser | null> {
  const user = await db
    .selectFrom("users")
    .select(["id", "username", "password_hash", "is_admin"])
    .where("username", "=", normalizeUsername(username))
    .executeTakeFirst();
  const valid = await verifyPassword(password, user?.password_hash ?? (await getDecoyHash()));
  if (!user || !valid) return null;
  return { id: user.id, username: user.username, isAdmin: user.is_admin === 1 };
}
