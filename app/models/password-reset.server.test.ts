// Password resets: a link goes only to an active account's address (nothing says whether there
// was one); it works once, for one hour; using it sets the new password and signs the account out
// everywhere (sessions, API tokens, its other reset links).
import type { QueryExecutor } from "kysely";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { db } from "~/db.server";
import * as staffEmails from "~/emails/staff";
import { hashPassword } from "~/lib/password.server";
import * as secretToken from "~/lib/secret-token.server";

import { createApiTokens, getAccessTokenUser } from "./api-token.server";
import { requestPasswordReset, resetFromToken, resetPassword, RESET_TTL_MS } from "./password-reset.server";
import { createSession, getSessionUser } from "./session.server";
import { emptyTables, TEST_MAIL, startTestDatabase } from "./testing.server";
import { verifyLogin } from "./user.server";

beforeAll(startTestDatabase);

const IP = "203.0.113.1";
const OLD_PASSWORD = "the-old-password";
const NEW_PASSWORD = "a-brand-new-passphrase";

let userId: number;

beforeEach(async () => {
  await emptyTables(
    "activity_log",
    "password_resets",
    "sessions",
    "api_tokens",
    "api_token_families",
    "emails",
    "users",
  );
  const timestamp = new Date().toISOString();
  ({ id: userId } = await db
    .insertInto("users")
    .values({
      username: "meera",
      name: "Meera Nair",
      email: "meera@example.com",
      role: "editor",
      password_hash: await hashPassword(OLD_PASSWORD),
      created_at: timestamp,
      updated_at: timestamp,
    })
    .returning("id")
    .executeTakeFirstOrThrow());
});

function request(email = "meera@example.com", now = new Date()) {
  return requestPasswordReset(email, { mail: TEST_MAIL, ip: IP, now });
}

/** The token in the newest queued email's reset link. */
async function latestResetToken() {
  const row = await db.selectFrom("emails").select("text").orderBy("id", "desc").executeTakeFirstOrThrow();
  const match = /https:\/\/site\.test\/reset-password\/([\w-]+)/.exec(row.text);
  if (!match?.[1]) throw new Error(`No reset link in:\n${row.text}`);
  return match[1];
}

const countRows = async (table: "password_resets" | "emails" | "activity_log") =>
  (await db.selectFrom(table).select("id").execute()).length;

describe("requestPasswordReset", () => {
  it("stores nothing and sends nothing for an unknown address", async () => {
    await request("nobody@example.com");
    expect(await countRows("password_resets")).toBe(0);
    expect(await countRows("emails")).toBe(0);
    expect(await countRows("activity_log")).toBe(0);
  });

  it("sends one link to an active account's address (given in any case)", async () => {
    await request("Meera@Example.com");
    const resets = await db.selectFrom("password_resets").select(["user_id", "token_hash", "used_at"]).execute();
    expect(resets).toEqual([expect.objectContaining({ user_id: userId, used_at: null })]);
    const emails = await db.selectFrom("emails").select(["kind", "recipient"]).execute();
    expect(emails).toEqual([{ kind: "password-reset", recipient: "meera@example.com" }]);
    // Only the token's hash is stored.
    const token = await latestResetToken();
    expect(resets[0]!.token_hash).not.toBe(token);
    expect(JSON.stringify(resets)).not.toContain(token);
    const log = await db.selectFrom("activity_log").select(["kind", "action", "actor_id"]).execute();
    expect(log).toEqual([{ kind: "account", action: "reset-requested", actor_id: userId }]);
  });

  it("sends nothing to a deactivated account", async () => {
    await db.updateTable("users").set({ deactivated_at: new Date().toISOString() }).where("id", "=", userId).execute();
    await request();
    expect(await countRows("password_resets")).toBe(0);
    expect(await countRows("emails")).toBe(0);
  });

  // The time an answer takes must not tell whether an account uses the address: the same steps
  // run either way (the figures measured by hand are in the commit that made it so).
  it("does the same work for an unknown address as for an account's, and keeps none of it", async () => {
    const known = await stepsOf(() => request("meera@example.com"));
    const unknown = await stepsOf(() => request("nobody@example.com"));

    for (const steps of [known, unknown]) {
      expect(steps.hashes).toBe(1);
      expect(steps.emailsRendered).toBe(1);
      expect(steps.statements).toEqual(
        expect.arrayContaining(
          ["password_resets", "emails", "activity_log"].map((table) =>
            expect.stringMatching(`^insert into "${table}"`),
          ),
        ),
      );
    }
    // The same statements in the same order; the unknown address's rows are rolled back before the commit.
    expect(unknown.statements.filter((statement) => !statement.startsWith("rollback to savepoint"))).toEqual(
      known.statements,
    );
    expect(unknown.statements).toContain("rollback to savepoint reset_request");
    expect(await countRows("password_resets")).toBe(1);
    expect(await countRows("emails")).toBe(1);
    expect(await countRows("activity_log")).toBe(1);
  });
});

/** What `run` did: the SQL it sent (parameters apart), the tokens it hashed and the emails it rendered. */
async function stepsOf(run: () => Promise<unknown>) {
  let executor: object = db.getExecutor();
  while (!Object.hasOwn(executor, "executeQuery")) executor = Object.getPrototypeOf(executor) as object;
  const queries = vi.spyOn(executor as QueryExecutor, "executeQuery");
  const hashes = vi.spyOn(secretToken, "hashSecretToken");
  const renders = vi.spyOn(staffEmails, "passwordResetEmail");
  try {
    await run();
    return {
      statements: queries.mock.calls.map(([query]) => query.sql),
      hashes: hashes.mock.calls.length,
      emailsRendered: renders.mock.calls.length,
    };
  } finally {
    for (const spy of [queries, hashes, renders]) spy.mockRestore();
  }
}

describe("resetFromToken", () => {
  it("is valid for one hour, then expired", async () => {
    const now = new Date();
    await request("meera@example.com", now);
    const token = await latestResetToken();
    expect(RESET_TTL_MS).toBe(60 * 60 * 1000);
    await expect(resetFromToken(token, new Date(now.getTime() + RESET_TTL_MS - 1))).resolves.toEqual({
      state: "valid",
      username: "meera",
    });
    await expect(resetFromToken(token, new Date(now.getTime() + RESET_TTL_MS))).resolves.toEqual({
      state: "expired",
    });
    await expect(
      resetPassword(token, NEW_PASSWORD, { ip: IP, now: new Date(now.getTime() + RESET_TTL_MS) }),
    ).resolves.toBeNull();
    await expect(verifyLogin({ username: "meera", password: OLD_PASSWORD })).resolves.not.toBeNull();
  });

  it("is invalid for unknown tokens and once the account is deactivated", async () => {
    await request();
    const token = await latestResetToken();
    await expect(resetFromToken("y".repeat(43))).resolves.toEqual({ state: "invalid" });
    await expect(resetFromToken(undefined)).resolves.toEqual({ state: "invalid" });
    await db.updateTable("users").set({ deactivated_at: new Date().toISOString() }).where("id", "=", userId).execute();
    await expect(resetFromToken(token)).resolves.toEqual({ state: "invalid" });
    await expect(resetPassword(token, NEW_PASSWORD, { ip: IP })).resolves.toBeNull();
    await expect(verifyLogin({ username: "meera", password: NEW_PASSWORD })).resolves.toBeNull();
  });
});

describe("resetPassword", () => {
  it("sets the new password and signs the account out everywhere", async () => {
    const device = { ip: IP, userAgent: null };
    const sessions = [await createSession(userId, device), await createSession(userId, device)];
    const { token: apiToken } = await createApiTokens(userId);
    expect(await getSessionUser(sessions[0]!.id)).not.toBeNull();
    expect(await getAccessTokenUser(apiToken)).not.toBeNull();

    await request();
    const token = await latestResetToken();
    await expect(resetPassword(token, NEW_PASSWORD, { ip: IP })).resolves.toEqual({
      id: userId,
      username: "meera",
      role: "editor",
    });

    await expect(verifyLogin({ username: "meera", password: NEW_PASSWORD })).resolves.toMatchObject({ id: userId });
    await expect(verifyLogin({ username: "meera", password: OLD_PASSWORD })).resolves.toBeNull();
    for (const session of sessions) expect(await getSessionUser(session.id)).toBeNull();
    expect(await db.selectFrom("sessions").select("id").where("user_id", "=", userId).execute()).toHaveLength(0);
    expect(await getAccessTokenUser(apiToken)).toBeNull();

    const log = await db.selectFrom("activity_log").select("action").where("action", "=", "password-reset").execute();
    expect(log).toHaveLength(1);
  });

  it("works once", async () => {
    await request();
    const token = await latestResetToken();
    await expect(resetPassword(token, NEW_PASSWORD, { ip: IP })).resolves.not.toBeNull();
    await expect(resetFromToken(token)).resolves.toEqual({ state: "invalid" });
    await expect(resetPassword(token, "yet-another-password", { ip: IP })).resolves.toBeNull();
    await expect(verifyLogin({ username: "meera", password: NEW_PASSWORD })).resolves.not.toBeNull();
    await expect(verifyLogin({ username: "meera", password: "yet-another-password" })).resolves.toBeNull();
  });

  it("makes the account's other reset links stop working", async () => {
    await request();
    const first = await latestResetToken();
    await request();
    const second = await latestResetToken();
    expect(second).not.toBe(first);
    await expect(resetPassword(second, NEW_PASSWORD, { ip: IP })).resolves.not.toBeNull();
    await expect(resetFromToken(first)).resolves.toEqual({ state: "invalid" });
    await expect(resetPassword(first, "yet-another-password", { ip: IP })).resolves.toBeNull();
  });
});
