// Invitations: the emailed link (its token stored only as a SHA-256 hash) works once, for 7 days;
// sending it again or revoking it kills the old link; accepting creates the account with the
// invitation's role and address, once, even when two submissions race; refusals roll back.
import { createHash } from "node:crypto";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";

import { db } from "~/db.server";
import { hashPassword } from "~/lib/password.server";
import type { Role } from "~/lib/roles";

import {
  acceptInvitation,
  createInvitation,
  INVITATION_TTL_MS,
  invitationFromToken,
  resendInvitation,
  revokeInvitation,
} from "./invitation.server";
import { emptyTables, TEST_MAIL, startTestDatabase } from "./testing.server";
import { verifyLogin } from "./user.server";

beforeAll(startTestDatabase);

const now = new Date();
const at = (ms: number) => new Date(now.getTime() + ms);
const IP = "203.0.113.9";

async function createUser(username: string, role: Role | null, email: string | null = null) {
  const timestamp = new Date().toISOString();
  const { id } = await db
    .insertInto("users")
    .values({
      username,
      email,
      role,
      password_hash: await hashPassword(`${username}-long-password`),
      created_at: timestamp,
      updated_at: timestamp,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

let admin: { id: number; username: string; ip: string };

beforeEach(async () => {
  await emptyTables("activity_log", "password_resets", "invitations", "sessions", "emails", "users");
  admin = { id: await createUser("ada", "admin", "ada@example.com"), username: "ada", ip: IP };
});

const NEW_HIRE = { email: "new.hire@example.com", name: "New Hire", role: "recruiter" as const };

function invite(input: { email: string; name: string; role: Role } = NEW_HIRE, when = now) {
  return createInvitation(input, { mail: TEST_MAIL, actor: admin, now: when });
}

/** The token in the newest queued email's invitation link. */
async function latestInvitationToken() {
  const row = await db.selectFrom("emails").select("text").orderBy("id", "desc").executeTakeFirstOrThrow();
  const match = /https:\/\/site\.test\/invite\/([\w-]+)/.exec(row.text);
  if (!match?.[1]) throw new Error(`No invitation link in:\n${row.text}`);
  return match[1];
}

async function inviteAndGetToken() {
  const result = await invite();
  if (result.status !== "invited") throw new Error(`Not invited: ${result.status}`);
  return { invitation: result.invitation, token: await latestInvitationToken() };
}

const account = (username: string) => ({ name: "New Hire", username, password: "a-long-new-password" });

async function countUsers(username: string) {
  const rows = await db.selectFrom("users").select("id").where("username", "=", username).execute();
  return rows.length;
}

describe("createInvitation", () => {
  it("queues one invitation email whose link works", async () => {
    const result = await invite();
    expect(result).toMatchObject({ status: "invited", invitation: { email: NEW_HIRE.email, role: "recruiter" } });
    const emails = await db.selectFrom("emails").select(["kind", "recipient", "text"]).execute();
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({ kind: "staff-invitation", recipient: NEW_HIRE.email });
    const token = await latestInvitationToken();
    await expect(invitationFromToken(token, now)).resolves.toMatchObject({
      state: "valid",
      invitation: { email: NEW_HIRE.email, name: NEW_HIRE.name, role: "recruiter" },
    });
  });

  it("stores only the token's SHA-256, never the token itself", async () => {
    const { token } = await inviteAndGetToken();
    const rows = await db.selectFrom("invitations").selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it("refuses an address an account already uses", async () => {
    await expect(invite({ ...NEW_HIRE, email: "ada@example.com" })).resolves.toEqual({ status: "account-exists" });
    expect(await db.selectFrom("invitations").select("id").execute()).toHaveLength(0);
    expect(await db.selectFrom("emails").select("id").execute()).toHaveLength(0);
  });

  it("refuses a second invitation while one to the same address is pending", async () => {
    await inviteAndGetToken();
    await expect(invite({ ...NEW_HIRE, role: "editor" })).resolves.toEqual({ status: "pending" });
    expect(await db.selectFrom("invitations").select("id").execute()).toHaveLength(1);
    expect(await db.selectFrom("emails").select("id").execute()).toHaveLength(1);
  });

  it("stores one invitation when two Admins invite the same address at the same moment", async () => {
    const results = await Promise.all([invite(), invite({ ...NEW_HIRE, role: "editor" })]);
    expect(results.map((result) => result.status).sort()).toEqual(["invited", "pending"]);
    expect(await db.selectFrom("invitations").select("id").execute()).toHaveLength(1);
    expect(await db.selectFrom("emails").select("id").execute()).toHaveLength(1);
  });

  it("replaces an expired invitation to the same address", async () => {
    await inviteAndGetToken();
    const later = at(INVITATION_TTL_MS + 1);
    await expect(invite(NEW_HIRE, later)).resolves.toMatchObject({ status: "invited" });
    const open = await db.selectFrom("invitations").select("id").where("revoked_at", "is", null).execute();
    expect(open).toHaveLength(1);
  });

  it("logs who invited whom", async () => {
    await inviteAndGetToken();
    const log = await db.selectFrom("activity_log").selectAll().execute();
    expect(log).toEqual([
      expect.objectContaining({ kind: "user", action: "invited", actor_id: admin.id, actor_name: "ada", ip: IP }),
    ]);
    expect(log[0]!.summary).toContain(NEW_HIRE.email);
  });
});

describe("invitationFromToken", () => {
  it("works until 7 days after the invitation, then says the link expired", async () => {
    const { token } = await inviteAndGetToken();
    expect(INVITATION_TTL_MS).toBe(7 * 24 * 60 * 60 * 1000);
    await expect(invitationFromToken(token, at(INVITATION_TTL_MS - 1))).resolves.toMatchObject({ state: "valid" });
    await expect(invitationFromToken(token, at(INVITATION_TTL_MS))).resolves.toEqual({ state: "expired" });
  });

  it("answers invalid for an unknown or malformed token", async () => {
    await inviteAndGetToken();
    await expect(invitationFromToken("x".repeat(43), now)).resolves.toEqual({ state: "invalid" });
    await expect(invitationFromToken("not a token!", now)).resolves.toEqual({ state: "invalid" });
    await expect(invitationFromToken(undefined, now)).resolves.toEqual({ state: "invalid" });
  });
});

describe("acceptInvitation", () => {
  it("creates the account with the invitation's role and address, once", async () => {
    const { token } = await inviteAndGetToken();
    const result = await acceptInvitation(token, account("newhire"), { ip: IP, now: at(1000) });
    expect(result).toMatchObject({ status: "accepted", user: { username: "newhire", role: "recruiter" } });
    const user = await db
      .selectFrom("users")
      .select(["id", "email", "role", "name", "deactivated_at"])
      .where("username", "=", "newhire")
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({ email: NEW_HIRE.email, role: "recruiter", name: "New Hire", deactivated_at: null });
    await expect(verifyLogin({ username: "newhire", password: "a-long-new-password" })).resolves.toMatchObject({
      id: user.id,
    });

    // The link is spent.
    await expect(invitationFromToken(token, at(2000))).resolves.toEqual({ state: "invalid" });
    await expect(acceptInvitation(token, account("someoneelse"), { ip: IP, now: at(2000) })).resolves.toEqual({
      status: "invalid",
    });
    expect(await countUsers("someoneelse")).toBe(0);

    const joined = await db.selectFrom("activity_log").selectAll().where("action", "=", "joined").execute();
    expect(joined).toEqual([
      expect.objectContaining({ kind: "user", actor_id: user.id, actor_name: "newhire", subject_id: user.id, ip: IP }),
    ]);
  });

  it("creates exactly one account when the link is submitted twice at once", async () => {
    const { token } = await inviteAndGetToken();
    const results = await Promise.all([
      acceptInvitation(token, account("first"), { ip: IP, now: at(1000) }),
      acceptInvitation(token, account("second"), { ip: IP, now: at(1000) }),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(["accepted", "invalid"]);
    const created = await db.selectFrom("users").select("username").where("email", "=", NEW_HIRE.email).execute();
    expect(created).toHaveLength(1);
    expect(await db.selectFrom("activity_log").select("id").where("action", "=", "joined").execute()).toHaveLength(1);
  });

  it("refuses an expired link", async () => {
    const { token } = await inviteAndGetToken();
    await expect(acceptInvitation(token, account("late"), { ip: IP, now: at(INVITATION_TTL_MS) })).resolves.toEqual({
      status: "invalid",
    });
    expect(await countUsers("late")).toBe(0);
  });

  it("refuses a taken username and leaves the invitation usable", async () => {
    const { token } = await inviteAndGetToken();
    await createUser("taken", "editor");
    await expect(acceptInvitation(token, account("taken"), { ip: IP, now: at(1000) })).resolves.toEqual({
      status: "username-taken",
    });
    expect(await db.selectFrom("users").select("id").where("email", "=", NEW_HIRE.email).execute()).toHaveLength(0);
    expect(await db.selectFrom("activity_log").select("id").where("action", "=", "joined").execute()).toHaveLength(0);

    // Rolled back: the same link still works with another username.
    await expect(invitationFromToken(token, at(2000))).resolves.toMatchObject({ state: "valid" });
    await expect(acceptInvitation(token, account("free"), { ip: IP, now: at(2000) })).resolves.toMatchObject({
      status: "accepted",
    });
  });

  it("refuses when an account took the address after the invitation, and leaves the invitation usable", async () => {
    const { token } = await inviteAndGetToken();
    await createUser("quick", "support", NEW_HIRE.email);
    await expect(acceptInvitation(token, account("newhire"), { ip: IP, now: at(1000) })).resolves.toEqual({
      status: "email-taken",
    });
    expect(await countUsers("newhire")).toBe(0);
    await expect(invitationFromToken(token, at(2000))).resolves.toMatchObject({ state: "valid" });
  });
});

describe("resendInvitation", () => {
  it("replaces the link: the old one stops working, the new one works for 7 more days", async () => {
    const { invitation, token: oldToken } = await inviteAndGetToken();
    const later = at(3 * 24 * 60 * 60 * 1000);
    await expect(resendInvitation(invitation.id, { mail: TEST_MAIL, actor: admin, now: later })).resolves.toBe(true);

    const emails = await db.selectFrom("emails").select("kind").execute();
    expect(emails).toEqual([{ kind: "staff-invitation" }, { kind: "staff-invitation" }]);
    const newToken = await latestInvitationToken();
    expect(newToken).not.toBe(oldToken);

    await expect(invitationFromToken(oldToken, later)).resolves.toEqual({ state: "invalid" });
    await expect(acceptInvitation(oldToken, account("old"), { ip: IP, now: later })).resolves.toEqual({
      status: "invalid",
    });
    const newExpiry = later.getTime() + INVITATION_TTL_MS;
    await expect(invitationFromToken(newToken, new Date(newExpiry - 1))).resolves.toMatchObject({ state: "valid" });
    await expect(invitationFromToken(newToken, new Date(newExpiry))).resolves.toEqual({ state: "expired" });

    const resent = await db.selectFrom("activity_log").select("action").where("action", "=", "invitation-resent");
    expect(await resent.execute()).toHaveLength(1);
  });

  it("does nothing for an accepted invitation", async () => {
    const { invitation, token } = await inviteAndGetToken();
    await acceptInvitation(token, account("newhire"), { ip: IP, now: at(1000) });
    await expect(resendInvitation(invitation.id, { mail: TEST_MAIL, actor: admin, now: at(2000) })).resolves.toBe(
      false,
    );
    expect(await db.selectFrom("emails").select("id").execute()).toHaveLength(1);
  });
});

describe("revokeInvitation", () => {
  it("makes the link invalid and frees the address for a new invitation", async () => {
    const { invitation, token } = await inviteAndGetToken();
    await expect(revokeInvitation(invitation.id, admin, at(1000))).resolves.toBe(true);
    await expect(invitationFromToken(token, at(2000))).resolves.toEqual({ state: "invalid" });
    await expect(acceptInvitation(token, account("newhire"), { ip: IP, now: at(2000) })).resolves.toEqual({
      status: "invalid",
    });
    expect(await countUsers("newhire")).toBe(0);
    // Revoking twice finds nothing to revoke.
    await expect(revokeInvitation(invitation.id, admin, at(3000))).resolves.toBe(false);
    await expect(invite(NEW_HIRE, at(4000))).resolves.toMatchObject({ status: "invited" });

    const revoked = await db
      .selectFrom("activity_log")
      .select(["kind", "actor_id"])
      .where("action", "=", "invitation-revoked")
      .execute();
    expect(revoked).toEqual([{ kind: "user", actor_id: admin.id }]);
  });
});
