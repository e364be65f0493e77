import { db } from "~/db.server";
import { hashPassword, verifyPassword } from "~/lib/password.server";

import { logActivity, withActivity, type StaffActor } from "./activity.server";
import { signOutEverywhere } from "./session.server";
import { isUniqueViolation } from "../../db/database-errors";

// A signed-in person's own account: their name and address, and their password.

export async function getAccount(userId: number) {
  return db
    .selectFrom("users")
    .select(["id", "username", "name", "email", "role"])
    .where("id", "=", userId)
    .executeTakeFirst();
}

export const EMAIL_TAKEN_MESSAGE = "Another staff account uses this email address";

/** Saves the person's name and address; "email-taken" when another account has that address. */
export async function updateProfile(actor: StaffActor, profile: { name: string; email: string }) {
  try {
    await withActivity(
      actor,
      (trx) =>
        trx
          .updateTable("users")
          .set({ ...profile, updated_at: new Date().toISOString() })
          .where("id", "=", actor.id)
          .execute(),
      () => ({ kind: "account", action: "profile", subjectId: actor.id, summary: "Updated their name and email" }),
    );
    return "saved" as const;
  } catch (error) {
    if (isUniqueViolation(error)) return "email-taken" as const;
    throw error;
  }
}

export const WRONG_CURRENT_PASSWORD_MESSAGE = "The current password is not right";

/**
 * Changes the password when the current one is right; every other session of the account (and
 * its API tokens) is signed out in the same transaction. "wrong-password" otherwise.
 */
export async function changePassword(
  actor: StaffActor,
  currentSessionId: string | null,
  { currentPassword, newPassword }: { currentPassword: string; newPassword: string },
) {
  const row = await db.selectFrom("users").select("password_hash").where("id", "=", actor.id).executeTakeFirst();
  if (!row || !(await verifyPassword(currentPassword, row.password_hash))) return "wrong-password" as const;
  const passwordHash = await hashPassword(newPassword);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("users")
      .set({ password_hash: passwordHash, updated_at: new Date().toISOString() })
      .where("id", "=", actor.id)
      .execute();
    await signOutEverywhere(trx, actor.id, currentSessionId);
    const entry = { subjectId: actor.id, summary: "Changed their password (other sessions signed out)" };
    await logActivity(trx, actor, { kind: "account", action: "password-changed", ...entry });
  });
  return "changed" as const;
}
