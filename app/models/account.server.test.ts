// A person's own account: changing the password needs the current one and signs out every other
// session (and API client) but keeps the current session; the profile refuses another account's
// address; signing out elsewhere and the list of sessions.
import { beforeAll, beforeEach, describe, expect, it } from "vitest";

import { db } from "~/db.server";
import { hashPassword } from "~/lib/password.server";

import { changePassword, getAccount, updateProfile } from "./account.server";
import { createApiTokens, getAccessTokenUser } from "./api-token.server";
import { createSession, endOtherSessions, getSessionUser, listSessions, SESSION_TTL_MS } from "./session.server";
import { emptyTables, startTestDatabase } from "./testing.server";
import { verifyLogin } from "./user.server";

beforeAll(startTestDatabase);

const OLD_PASSWORD = "the-old-password";
const NEW_PASSWORD = "a-brand-new-passphrase";
const device = { ip: "203.0.113.1", userAgent: null };

async function createUser(username: string, email: string) {
  const timestamp = new Date().toISOString();
  const { id } = await db
    .insertInto("users")
    .values({
      username,
      name: username,
      email,
      role: "editor",
      password_hash: await hashPassword(OLD_PASSWORD),
      created_at: timestamp,
      updated_at: timestamp,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id, username, ip: "203.0.113.1" };
}

let actor: { id: number; username: string; ip: string };

beforeEach(async () => {
  await emptyTables("activity_log", "password_resets", "sessions", "api_tokens", "api_token_families", "users");
  actor = await createUser("meera", "meera@example.com");
});

describe("changePassword", () => {
  it("refuses a wrong current password and changes nothing", async () => {
    const session = await createSession(actor.id, device);
    const other = await createSession(actor.id, device);
    const result = await changePassword(actor, session.id, {
      currentPassword: "not-the-password",
      newPassword: NEW_PASSWORD,
    });
    expect(result).toBe("wrong-password");
    await expect(verifyLogin({ username: "meera", password: OLD_PASSWORD })).resolves.toMatchObject({ id: actor.id });
    await expect(verifyLogin({ username: "meera", password: NEW_PASSWORD })).resolves.toBeNull();
    await expect(getSessionUser(other.id)).resolves.not.toBeNull();
    expect(await db.selectFrom("activity_log").select("id").execute()).toEqual([]);
  });

  it("with the right one, sets the new password and signs out everywhere but the current session", async () => {
    const current = await createSession(actor.id, device);
    const others = [await createSession(actor.id, device), await createSession(actor.id, device)];
    const { token } = await createApiTokens(actor.id);

    const result = await changePassword(actor, current.id, {
      currentPassword: OLD_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(result).toBe("changed");
    await expect(verifyLogin({ username: "meera", password: NEW_PASSWORD })).resolves.toMatchObject({ id: actor.id });
    await expect(verifyLogin({ username: "meera", password: OLD_PASSWORD })).resolves.toBeNull();
    await expect(getSessionUser(current.id)).resolves.toMatchObject({ id: actor.id });
    for (const session of others) await expect(getSessionUser(session.id)).resolves.toBeNull();
    await expect(getAccessTokenUser(token)).resolves.toBeNull();

    const log = await db.selectFrom("activity_log").select(["kind", "action", "actor_id"]).execute();
    expect(log).toEqual([{ kind: "account", action: "password-changed", actor_id: actor.id }]);
  });

  it("leaves other accounts' sessions alone", async () => {
    const someone = await createUser("bea", "bea@example.com");
    const theirs = await createSession(someone.id, device);
    await changePassword(actor, null, { currentPassword: OLD_PASSWORD, newPassword: NEW_PASSWORD });
    await expect(getSessionUser(theirs.id)).resolves.toMatchObject({ id: someone.id });
  });
});

describe("updateProfile", () => {
  it("saves the name and address", async () => {
    await expect(updateProfile(actor, { name: "Meera N.", email: "meera.n@example.com" })).resolves.toBe("saved");
    await expect(getAccount(actor.id)).resolves.toMatchObject({ name: "Meera N.", email: "meera.n@example.com" });
    const log = await db.selectFrom("activity_log").select(["kind", "action"]).execute();
    expect(log).toEqual([{ kind: "account", action: "profile" }]);
  });

  it("refuses an address another account uses, and changes nothing", async () => {
    await createUser("bea", "bea@example.com");
    await expect(updateProfile(actor, { name: "Meera N.", email: "bea@example.com" })).resolves.toBe("email-taken");
    await expect(getAccount(actor.id)).resolves.toMatchObject({ name: "meera", email: "meera@example.com" });
    expect(await db.selectFrom("activity_log").select("id").execute()).toEqual([]);
  });
});

describe("sessions", () => {
  it("lists the live sessions and ends every one but the current", async () => {
    const current = await createSession(actor.id, { ip: "203.0.113.1", userAgent: "Firefox" });
    await createSession(actor.id, { ip: "203.0.113.2", userAgent: "Safari" });
    await createSession(actor.id, { ip: "203.0.113.3", userAgent: null });
    const listed = await listSessions(actor.id);
    expect(listed.map((session) => session.ip).sort()).toEqual(["203.0.113.1", "203.0.113.2", "203.0.113.3"]);
    expect(listed.find((session) => session.id === current.id)).toMatchObject({ userAgent: "Firefox" });
    // Expired sessions are not listed.
    await expect(listSessions(actor.id, new Date(Date.now() + SESSION_TTL_MS + 1000))).resolves.toEqual([]);

    await expect(endOtherSessions(actor, current.id)).resolves.toBe(2);
    expect((await listSessions(actor.id)).map((session) => session.id)).toEqual([current.id]);
    await expect(getSessionUser(current.id)).resolves.toMatchObject({ id: actor.id });
    const log = await db.selectFrom("activity_log").select(["action", "summary"]).execute();
    expect(log).toEqual([{ action: "signed-out-elsewhere", summary: "Signed out everywhere else (2 sessions)" }]);
  });
});
