import type { Transaction } from "kysely";

import { db, engine } from "~/db.server";
import { hashPassword } from "~/lib/password.server";
import { ROLE_LABELS, type Role } from "~/lib/roles";
import { displayName } from "~/lib/staff";
import type { StaffAccount } from "~/lib/staff-account.server";

import { COMMAND_LINE, logActivity, type ActivityEntry, type Actor } from "./activity.server";
import { camelCaseRow } from "./camel-case.server";
import { signOutEverywhere } from "./session.server";
import type { Database, User } from "../../db/database";
import { isUniqueViolation } from "../../db/database-errors";

// Staff accounts as Admins manage them (roles, deactivation and deletion, under one rule: there
// is always at least one active Admin) and as the `user` command creates them.

const STAFF_COLUMNS = [
  "id",
  "username",
  "name",
  "email",
  "role",
  "deactivated_at",
  "last_sign_in_at",
  "created_at",
] as const satisfies ReadonlyArray<keyof User>;

function toStaffMember(row: Pick<User, (typeof STAFF_COLUMNS)[number]>) {
  const { deactivatedAt, ...member } = camelCaseRow(row);
  return { ...member, deactivatedAt, active: deactivatedAt === null };
}

export type StaffMember = ReturnType<typeof toStaffMember>;

/** Everyone with an account, by name (then username). */
export async function listStaff() {
  const rows = await db.selectFrom("users").select(STAFF_COLUMNS).orderBy("name").orderBy("username").execute();
  return rows.map(toStaffMember);
}

export async function getStaffMember(id: number) {
  const row = await db.selectFrom("users").select(STAFF_COLUMNS).where("id", "=", id).executeTakeFirst();
  return row ? toStaffMember(row) : null;
}

export const LAST_ADMIN_MESSAGE =
  "There must always be at least one active Admin: make someone else an Admin before this change.";

export const OWN_ACCOUNT_MESSAGE =
  "You cannot change your own role or status, or delete your own account here: ask another Admin.";

export type StaffChangeResult = "changed" | "unchanged" | "missing" | "last-admin" | "own-account";

class LastAdminError extends Error {}

/**
 * Changes one account in a transaction that also logs it, then refuses (rolling it all back) if
 * no active Admin is left. On PostgreSQL the active Admins' rows are locked first, so two Admins
 * demoting each other at once cannot both succeed; SQLite runs one writer at a time anyway.
 */
async function changeStaffMember(
  id: number,
  actor: Actor,
  change: (trx: Transaction<Database>, member: StaffMember) => Promise<ActivityEntry | null>,
): Promise<StaffChangeResult> {
  if (actor.id === id) return "own-account";
  try {
    return await db.transaction().execute(async (trx) => {
      if (engine === "postgres") {
        await trx
          .selectFrom("users")
          .select("id")
          .where("role", "=", "admin")
          .where("deactivated_at", "is", null)
          .forUpdate()
          .execute();
      }
      const row = await trx.selectFrom("users").select(STAFF_COLUMNS).where("id", "=", id).executeTakeFirst();
      if (!row) return "missing";
      const entry = await change(trx, toStaffMember(row));
      if (!entry) return "unchanged";
      const { admins } = await trx
        .selectFrom("users")
        .select((eb) => eb.fn.countAll<number>().as("admins"))
        .where("role", "=", "admin")
        .where("deactivated_at", "is", null)
        .executeTakeFirstOrThrow();
      if (Number(admins) === 0) throw new LastAdminError();
      await logActivity(trx, actor, entry);
      return "changed";
    });
  } catch (error) {
    if (error instanceof LastAdminError) return "last-admin";
    throw error;
  }
}

export function changeRole(id: number, role: Role, actor: Actor) {
  return changeStaffMember(id, actor, async (trx, member) => {
    if (member.role === role) return null;
    await trx.updateTable("users").set({ role, updated_at: new Date().toISOString() }).where("id", "=", id).execute();
    const from = member.role ? ROLE_LABELS[member.role] : "no role";
    const summary = `Changed the role of ${displayName(member)} from ${from} to ${ROLE_LABELS[role]}`;
    return { kind: "user", action: "role", subjectId: id, summary };
  });
}

/** Deactivates (every session and token of the account stops at once) or reactivates an account. */
export function setStaffMemberActive(id: number, active: boolean, actor: Actor) {
  return changeStaffMember(id, actor, async (trx, member) => {
    if (member.active === active) return null;
    const now = new Date().toISOString();
    await trx
      .updateTable("users")
      .set({ deactivated_at: active ? null : now, updated_at: now })
      .where("id", "=", id)
      .execute();
    if (!active) await signOutEverywhere(trx, id);
    const summary = `${active ? "Reactivated" : "Deactivated"} the account of ${displayName(member)}`;
    return { kind: "user", action: active ? "reactivated" : "deactivated", subjectId: id, summary };
  });
}

/** Deletes an account for good (its sessions and tokens with it); the log keeps its username. */
export function deleteStaffMember(id: number, actor: Actor) {
  return changeStaffMember(id, actor, async (trx, member) => {
    await trx.deleteFrom("users").where("id", "=", id).execute();
    const summary = `Deleted the account of ${displayName(member)} (${member.username})`;
    return { kind: "user", action: "deleted", subjectId: id, summary };
  });
}

export type CreateAccountResult = "created" | "username-taken" | "email-taken";

/**
 * Creates a staff account from the command line (`npm run user`), logged as such; refuses a
 * username or an email address another account has.
 */
export async function createStaffAccount(account: StaffAccount): Promise<CreateAccountResult> {
  const taken = await db
    .selectFrom("users")
    .select(["username", "email"])
    .where((eb) => eb.or([eb("username", "=", account.username), eb("email", "=", account.email)]))
    .executeTakeFirst();
  if (taken) return taken.username === account.username ? "username-taken" : "email-taken";
  const now = new Date().toISOString();
  const passwordHash = await hashPassword(account.password);
  try {
    await db.transaction().execute(async (trx) => {
      const user = await trx
        .insertInto("users")
        .values({
          username: account.username,
          name: account.name,
          email: account.email,
          role: account.role,
          password_hash: passwordHash,
          created_at: now,
          updated_at: now,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      const summary = `Created the account of ${account.name} (${account.username}) as ${ROLE_LABELS[account.role]}`;
      await logActivity(trx, COMMAND_LINE, { kind: "user", action: "created", subjectId: user.id, summary });
    });
    return "created";
  } catch (error) {
    // Another process created the same account meanwhile.
    if (isUniqueViolation(error)) return "username-taken";
    throw error;
  }
}
