// Staff management: there is always at least one active Admin (demoting, deactivating or deleting
// the last one is refused and changes nothing, even when two Admins demote each other at once);
// no one changes their own account here; deactivation cuts sessions and API tokens at once and
// reactivation restores sign-in; every change writes one "user" entry in the activity log.
import { beforeAll, beforeEach, describe, expect, it } from "vitest";

import { db } from "~/db.server";
import { hashPassword } from "~/lib/password.server";
import type { Role } from "~/lib/roles";

import { createApiTokens, getAccessTokenUser } from "./api-token.server";
import { createSession, getSessionUser } from "./session.server";
import { changeRole, deleteStaffMember, LAST_ADMIN_MESSAGE, setStaffMemberActive } from "./staff.server";
import { emptyTables, startTestDatabase } from "./testing.server";
import { verifyLogin } from "./user.server";

beforeAll(startTestDatabase);

const passwordOf = (username: string) => `${username}-long-password`;

async function createUser(username: string, role: Role | null) {
  const timestamp = new Date().toISOString();
  const { id } = await db
    .insertInto("users")
    .values({
      username,
      role,
      password_hash: await hashPassword(passwordOf(username)),
      created_at: timestamp,
      updated_at: timestamp,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id, username };
}

const getUser = (id: number) =>
  db.selectFrom("users").select(["id", "role", "deactivated_at"]).where("id", "=", id).executeTakeFirst();

const activityRows = () => db.selectFrom("activity_log").selectAll().orderBy("id").execute();

let admin: { id: number; username: string };
let editor: { id: number; username: string };

beforeEach(async () => {
  await emptyTables("activity_log", "password_resets", "sessions", "api_tokens", "api_token_families", "users");
  admin = await createUser("ada", "admin");
  editor = await createUser("ed", "editor");
});

describe("the last active Admin", () => {
  it("cannot be demoted, deactivated or deleted, and nothing changes", async () => {
    // The model does not check permissions (routes do): even another actor is refused.
    expect(LAST_ADMIN_MESSAGE).toMatch(/at least one active Admin/);
    await expect(changeRole(admin.id, "editor", editor)).resolves.toBe("last-admin");
    await expect(setStaffMemberActive(admin.id, false, editor)).resolves.toBe("last-admin");
    await expect(deleteStaffMember(admin.id, editor)).resolves.toBe("last-admin");
    await expect(getUser(admin.id)).resolves.toEqual({ id: admin.id, role: "admin", deactivated_at: null });
    expect(await activityRows()).toEqual([]);
  });

  it("keeps their sessions when the deactivation is refused", async () => {
    const session = await createSession(admin.id, { ip: "203.0.113.1", userAgent: null });
    await expect(setStaffMemberActive(admin.id, false, editor)).resolves.toBe("last-admin");
    await expect(getSessionUser(session.id)).resolves.toMatchObject({ id: admin.id });
  });

  it("is counted among active Admins only: a deactivated Admin does not count", async () => {
    const other = await createUser("bea", "admin");
    await expect(setStaffMemberActive(other.id, false, admin)).resolves.toBe("changed");
    await expect(changeRole(admin.id, "support", other)).resolves.toBe("last-admin");
    await expect(getUser(admin.id)).resolves.toMatchObject({ role: "admin" });
  });

  it("with two Admins, one can be demoted, then the other is the last", async () => {
    const other = await createUser("bea", "admin");
    await expect(changeRole(other.id, "editor", admin)).resolves.toBe("changed");
    await expect(getUser(other.id)).resolves.toMatchObject({ role: "editor" });
    await expect(changeRole(admin.id, "editor", other)).resolves.toBe("last-admin");
    await expect(getUser(admin.id)).resolves.toMatchObject({ role: "admin" });
  });

  it("survives two Admins demoting each other at once", async () => {
    const other = await createUser("bea", "admin");
    const results = await Promise.all([changeRole(admin.id, "editor", other), changeRole(other.id, "editor", admin)]);
    expect(results.filter((result) => result === "changed")).toHaveLength(1);
    expect(results.filter((result) => result === "last-admin")).toHaveLength(1);
    const admins = await db
      .selectFrom("users")
      .select("id")
      .where("role", "=", "admin")
      .where("deactivated_at", "is", null)
      .execute();
    expect(admins).toHaveLength(1);
    expect(await activityRows()).toHaveLength(1);
  });
});

describe("changes to one's own account", () => {
  it("are refused", async () => {
    const other = await createUser("bea", "admin");
    await expect(changeRole(admin.id, "editor", admin)).resolves.toBe("own-account");
    await expect(setStaffMemberActive(admin.id, false, admin)).resolves.toBe("own-account");
    await expect(deleteStaffMember(admin.id, admin)).resolves.toBe("own-account");
    await expect(changeRole(other.id, "support", other)).resolves.toBe("own-account");
    await expect(getUser(admin.id)).resolves.toEqual({ id: admin.id, role: "admin", deactivated_at: null });
    await expect(getUser(other.id)).resolves.toMatchObject({ role: "admin" });
    expect(await activityRows()).toEqual([]);
  });
});

describe("changeRole", () => {
  it("changes the role and logs it once", async () => {
    await expect(changeRole(editor.id, "recruiter", admin)).resolves.toBe("changed");
    await expect(getUser(editor.id)).resolves.toMatchObject({ role: "recruiter" });
    expect(await activityRows()).toEqual([
      expect.objectContaining({ kind: "user", action: "role", actor_id: admin.id, subject_id: editor.id }),
    ]);
  });

  it("answers unchanged for the same role and missing for an unknown account, logging nothing", async () => {
    await expect(changeRole(editor.id, "editor", admin)).resolves.toBe("unchanged");
    await expect(changeRole(editor.id + 1000, "editor", admin)).resolves.toBe("missing");
    expect(await activityRows()).toEqual([]);
  });
});

describe("setStaffMemberActive", () => {
  it("deactivation ends sessions and API tokens at once; reactivation lets the person sign in again", async () => {
    const session = await createSession(editor.id, { ip: "203.0.113.1", userAgent: null });
    const { token } = await createApiTokens(editor.id);
    await expect(getSessionUser(session.id)).resolves.toMatchObject({ id: editor.id });
    await expect(getAccessTokenUser(token)).resolves.toMatchObject({ id: editor.id });

    await expect(setStaffMemberActive(editor.id, false, admin)).resolves.toBe("changed");
    await expect(getSessionUser(session.id)).resolves.toBeNull();
    await expect(getAccessTokenUser(token)).resolves.toBeNull();
    expect(await db.selectFrom("sessions").select("id").where("user_id", "=", editor.id).execute()).toEqual([]);
    await expect(verifyLogin({ username: "ed", password: passwordOf("ed") })).resolves.toBeNull();
    await expect(setStaffMemberActive(editor.id, false, admin)).resolves.toBe("unchanged");

    await expect(setStaffMemberActive(editor.id, true, admin)).resolves.toBe("changed");
    await expect(getUser(editor.id)).resolves.toMatchObject({ deactivated_at: null });
    await expect(verifyLogin({ username: "ed", password: passwordOf("ed") })).resolves.toMatchObject({
      id: editor.id,
      role: "editor",
    });
    // The old tokens stay revoked.
    await expect(getAccessTokenUser(token)).resolves.toBeNull();

    const log = await activityRows();
    expect(log.map((row) => [row.kind, row.action, row.subject_id])).toEqual([
      ["user", "deactivated", editor.id],
      ["user", "reactivated", editor.id],
    ]);
  });
});

describe("deleteStaffMember", () => {
  it("deletes the account and its sessions, and the log keeps who did it", async () => {
    await createSession(editor.id, { ip: "203.0.113.1", userAgent: null });
    await expect(deleteStaffMember(editor.id, admin)).resolves.toBe("changed");
    await expect(getUser(editor.id)).resolves.toBeUndefined();
    expect(await db.selectFrom("sessions").select("id").where("user_id", "=", editor.id).execute()).toEqual([]);
    const log = await activityRows();
    expect(log).toEqual([
      expect.objectContaining({ kind: "user", action: "deleted", actor_id: admin.id, subject_id: editor.id }),
    ]);
    expect(log[0]!.summary).toContain("(ed)");
    await expect(deleteStaffMember(editor.id, admin)).resolves.toBe("missing");
  });

  it("may delete an Admin while another active Admin remains", async () => {
    const other = await createUser("bea", "admin");
    await expect(deleteStaffMember(other.id, admin)).resolves.toBe("changed");
    await expect(getUser(other.id)).resolves.toBeUndefined();
  });
});
