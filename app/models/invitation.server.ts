import type { Selectable, Transaction } from "kysely";

import { db } from "~/db.server";
import type { MailContext } from "~/emails/email";
import { invitationEmail } from "~/emails/staff";
import { hashPassword } from "~/lib/password.server";
import { ROLE_LABELS, type Role } from "~/lib/roles";
import { hashSecretToken, isTokenShaped, newSecretToken } from "~/lib/secret-token.server";

import { logActivity, type Actor } from "./activity.server";
import { camelCaseRow } from "./camel-case.server";
import { queueEmails } from "./outbox.server";
import { toSessionUser, type SessionUser } from "./user.server";
import type { Database, InvitationsTable } from "../../db/database";
import { isUniqueViolation } from "../../db/database-errors";

// Invitations: an Admin invites someone by email and role; the emailed link (single use, valid
// for 7 days, its token stored only as a hash) lets them choose a username and password.

export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export type Invitation = ReturnType<typeof toInvitation>;

const INVITATION_COLUMNS = ["id", "email", "name", "role", "created_at", "expires_at"] as const;

function toInvitation(row: Pick<Selectable<InvitationsTable>, (typeof INVITATION_COLUMNS)[number]>) {
  return camelCaseRow(row);
}

/** The invitations not yet accepted or revoked, newest first; an expired one can be sent again. */
export async function listOpenInvitations() {
  const rows = await db
    .selectFrom("invitations")
    .select(INVITATION_COLUMNS)
    .where("accepted_at", "is", null)
    .where("revoked_at", "is", null)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map(toInvitation);
}

export function invitationUrl(siteUrl: string, token: string) {
  return `${siteUrl}/invite/${token}`;
}

/** Queues the invitation email with a fresh link, inside the caller's transaction. */
async function sendInvitation(
  trx: Transaction<Database>,
  invitation: Invitation,
  token: string,
  { mail, actor, now }: { mail: MailContext; actor: Actor; now: Date },
) {
  const content = invitationEmail(invitation, mail, {
    url: invitationUrl(mail.siteUrl, token),
    invitedBy: actor.username,
  });
  const email = { ...content, kind: "staff-invitation", about: `invitation:${invitation.id}`, to: invitation.email };
  await queueEmails(trx, [email], { from: mail.from, now });
}

export const ACCOUNT_EXISTS_MESSAGE = "A staff account already uses this email address";
export const INVITATION_PENDING_MESSAGE =
  "An invitation to this address is already waiting: send it again from the list instead";

export type InviteResult =
  { status: "invited"; invitation: Invitation } | { status: "account-exists" } | { status: "pending" };

/** Invites someone: the invitation, its email and the log entry are stored together. */
export async function createInvitation(
  input: { email: string; name: string; role: Role },
  { mail, actor, now = new Date() }: { mail: MailContext; actor: Actor; now?: Date },
): Promise<InviteResult> {
  try {
    return await invite(input, { mail, actor, now });
  } catch (error) {
    // Another Admin invited the same address at the same moment (one open invitation per address).
    if (isUniqueViolation(error)) return { status: "pending" };
    throw error;
  }
}

async function invite(
  input: { email: string; name: string; role: Role },
  { mail, actor, now }: { mail: MailContext; actor: Actor; now: Date },
): Promise<InviteResult> {
  return db.transaction().execute(async (trx) => {
    const account = await trx.selectFrom("users").select("id").where("email", "=", input.email).executeTakeFirst();
    if (account) return { status: "account-exists" };
    const open = await trx
      .selectFrom("invitations")
      .select(["id", "expires_at"])
      .where("email", "=", input.email)
      .where("accepted_at", "is", null)
      .where("revoked_at", "is", null)
      .executeTakeFirst();
    if (open && open.expires_at > now.toISOString()) return { status: "pending" };
    // An expired invitation to the address gives way to the new one.
    if (open)
      await trx.updateTable("invitations").set({ revoked_at: now.toISOString() }).where("id", "=", open.id).execute();
    const token = newSecretToken();
    const row = await trx
      .insertInto("invitations")
      .values({
        ...input,
        token_hash: hashSecretToken(token),
        invited_by: actor.id,
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + INVITATION_TTL_MS).toISOString(),
      })
      .returning(INVITATION_COLUMNS)
      .executeTakeFirstOrThrow();
    const invitation = toInvitation(row);
    await sendInvitation(trx, invitation, token, { mail, actor, now });
    const summary = `Invited ${input.name} <${input.email}> as ${ROLE_LABELS[input.role]}`;
    await logActivity(trx, actor, { kind: "user", action: "invited", subjectId: null, summary }, now);
    return { status: "invited", invitation };
  });
}

/**
 * Sends an open invitation again with a new link (the old one stops working) valid 7 days from
 * now; false when it was accepted or revoked meanwhile.
 */
export async function resendInvitation(
  id: number,
  { mail, actor, now = new Date() }: { mail: MailContext; actor: Actor; now?: Date },
) {
  return db.transaction().execute(async (trx) => {
    const token = newSecretToken();
    const row = await trx
      .updateTable("invitations")
      .set({
        token_hash: hashSecretToken(token),
        expires_at: new Date(now.getTime() + INVITATION_TTL_MS).toISOString(),
      })
      .where("id", "=", id)
      .where("accepted_at", "is", null)
      .where("revoked_at", "is", null)
      .returning(INVITATION_COLUMNS)
      .executeTakeFirst();
    if (!row) return false;
    const invitation = toInvitation(row);
    await sendInvitation(trx, invitation, token, { mail, actor, now });
    await logActivity(
      trx,
      actor,
      { kind: "user", action: "invitation-resent", summary: `Sent the invitation to ${invitation.email} again` },
      now,
    );
    return true;
  });
}

/** Revokes an open invitation: its link stops working. False when there was none to revoke. */
export async function revokeInvitation(id: number, actor: Actor, now = new Date()) {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable("invitations")
      .set({ revoked_at: now.toISOString() })
      .where("id", "=", id)
      .where("accepted_at", "is", null)
      .where("revoked_at", "is", null)
      .returning("email")
      .executeTakeFirst();
    if (!row) return false;
    await logActivity(
      trx,
      actor,
      { kind: "user", action: "invitation-revoked", summary: `Revoked the invitation to ${row.email}` },
      now,
    );
    return true;
  });
}

/** What a link's token leads to: an open invitation, or why not. */
export type InvitationLink = { state: "valid"; invitation: Invitation } | { state: "expired" | "invalid" };

export async function invitationFromToken(token: string | undefined, now = new Date()): Promise<InvitationLink> {
  if (!token || !isTokenShaped(token)) return { state: "invalid" };
  const row = await db
    .selectFrom("invitations")
    .select([...INVITATION_COLUMNS, "accepted_at", "revoked_at"])
    .where("token_hash", "=", hashSecretToken(token))
    .executeTakeFirst();
  if (!row || row.accepted_at || row.revoked_at) return { state: "invalid" };
  if (row.expires_at <= now.toISOString()) return { state: "expired" };
  return { state: "valid", invitation: toInvitation(row) };
}

export type AcceptResult =
  | { status: "accepted"; user: SessionUser }
  | { status: "invalid" }
  | { status: "username-taken" }
  | { status: "email-taken" };

/**
 * Accepts an invitation: the account is created with the invitation's role and address, and the
 * invitation is spent, in one transaction (of two tabs submitting at once, one wins).
 */
export async function acceptInvitation(
  token: string,
  account: { name: string; username: string; password: string },
  { ip, now = new Date() }: { ip: string; now?: Date },
): Promise<AcceptResult> {
  const passwordHash = await hashPassword(account.password);
  try {
    return await db.transaction().execute(async (trx) => {
      const invitation = await trx
        .updateTable("invitations")
        .set({ accepted_at: now.toISOString() })
        .where("token_hash", "=", hashSecretToken(token))
        .where("accepted_at", "is", null)
        .where("revoked_at", "is", null)
        .where("expires_at", ">", now.toISOString())
        .returning(["id", "email", "role"])
        .executeTakeFirst();
      if (!invitation) return { status: "invalid" } as const;
      const taken = await trx
        .selectFrom("users")
        .select(["username", "email"])
        .where((eb) => eb.or([eb("username", "=", account.username), eb("email", "=", invitation.email)]))
        .executeTakeFirst();
      if (taken) throw new AccountTaken(taken.username === account.username ? "username-taken" : "email-taken");
      const timestamp = now.toISOString();
      const user = await trx
        .insertInto("users")
        .values({
          username: account.username,
          name: account.name,
          email: invitation.email,
          role: invitation.role,
          password_hash: passwordHash,
          last_sign_in_at: timestamp,
          created_at: timestamp,
          updated_at: timestamp,
        })
        .returning(["id", "username", "role"])
        .executeTakeFirstOrThrow();
      const summary = `Accepted the invitation and joined as ${ROLE_LABELS[invitation.role]}`;
      await logActivity(
        trx,
        { id: user.id, username: user.username, ip },
        { kind: "user", action: "joined", subjectId: user.id, summary },
        now,
      );
      return { status: "accepted", user: toSessionUser(user) } as const;
    });
  } catch (error) {
    if (error instanceof AccountTaken) return { status: error.reason };
    // Another account took the username or address between the check and the insert.
    if (isUniqueViolation(error)) return { status: "username-taken" };
    throw error;
  }
}

/** Thrown inside the transaction so the spent invitation is rolled back with it. */
class AccountTaken extends Error {
  constructor(readonly reason: "username-taken" | "email-taken") {
    super(reason);
  }
}
