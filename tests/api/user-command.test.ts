import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

import { call, createUser, db } from "./harness";

const run = promisify(execFile);
const COMMAND = path.resolve("build/cli/user.js");

function user(args: string[], input?: string) {
  const child = run(process.execPath, [COMMAND, ...args], { env: process.env });
  if (input !== undefined) {
    child.child.stdin?.end(input);
  }
  return child.then(
    ({ stdout }) => ({ code: 0, stdout, stderr: "" }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
}

const create = (extra: string[] = []) => [
  "create",
  "--role",
  "editor",
  "--username",
  "Ed",
  "--email",
  "Ed@Example.com",
  "--name",
  "Ed Writer",
  ...extra,
];

// Each case starts the command as a process, some of them several times: more than vitest's 5 s on a busy machine.
describe("npm run user -- create", () => {
  it("creates a staff account with its role, who can then sign in", async () => {
    await call("GET", "/healthz"); // the site has migrated the database
    const { code, stdout } = await user(create(["--password", "correct-horse-staple"]));
    expect(code).toBe(0);
    expect(stdout).toMatch(/^Created Editor ed \(Ed Writer <ed@example\.com>\)/);
    const row = await db
      .selectFrom("users")
      .select(["username", "name", "email", "role"])
      .where("username", "=", "ed")
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ username: "ed", name: "Ed Writer", email: "ed@example.com", role: "editor" });
    const logged = await db
      .selectFrom("activity_log")
      .select(["actor_name", "summary"])
      .where("kind", "=", "user")
      .where("action", "=", "created")
      .execute();
    expect(logged).toEqual([
      { actor_name: "Command line", summary: "Created the account of Ed Writer (ed) as Editor" },
    ]);

    const login = await call("POST", "/api/login", { json: { username: "ed", password: "correct-horse-staple" } });
    expect(login.status).toBe(200);
    expect(login.body.user).toMatchObject({ username: "ed", role: "editor", isAdmin: true });
    const refused = await call("POST", "/api/jobs", { token: login.body.token, json: { title: "Not mine" } });
    expect(refused).toMatchObject({
      status: 403,
      body: { message: "Your role does not give you access to this page." },
    });

    const again = await user(create(["--password", "correct-horse-staple"]));
    expect(again).toMatchObject({ code: 1, stderr: expect.stringContaining("A user named ed already exists.") });
  });

  it("asks for the password when it is not given", async () => {
    const { code } = await user(
      ["create", "--role", "support", "--username", "sue", "--email", "sue@example.com", "--name", "Sue"],
      "typed-password-123\n",
    );
    expect(code).toBe(0);
    const login = await call("POST", "/api/login", { json: { username: "sue", password: "typed-password-123" } });
    expect(login.body.user).toMatchObject({ role: "support" });
  });

  it("lists every problem with what was given, and changes nothing", async () => {
    const { code, stderr } = await user([
      "create",
      "--role",
      "boss",
      "--username",
      "x y",
      "--email",
      "nope",
      "--name",
      "",
      "--password",
      "short",
    ]);
    expect(code).toBe(2);
    const refused = await user(create(["--password", "password123"]));
    expect(refused).toMatchObject({ code: 2, stderr: expect.stringContaining("appears in lists of leaked passwords") });
    const withUsername = await user([
      "create",
      "--role",
      "editor",
      "--username",
      "edwina",
      "--email",
      "edwina@example.com",
      "--name",
      "Edwina",
      "--password",
      "Edwina-2026-pass",
    ]);
    expect(withUsername).toMatchObject({
      code: 2,
      stderr: expect.stringContaining("The password must not contain the username"),
    });
    for (const message of [
      "role: Role must be one of admin, editor, recruiter, support",
      "username: Username may use letters, digits, dots, dashes and underscores",
      "email: Email must be a valid email address",
      "name: Name is required",
      "password: Password must be at least 8 characters",
      "Usage: npm run user -- create",
    ])
      expect(stderr).toContain(message);
    expect((await user(["delete"])).code).toBe(2);
    expect(await db.selectFrom("users").select("id").where("username", "=", "x y").execute()).toEqual([]);
  });
});

describe("npm run user -- reset-2fa", () => {
  it("removes an account's second factors, even the last Admin's while Admins need one, and logs it", async () => {
    const admin = await createUser({ role: "admin" });
    const { id } = await db
      .selectFrom("users")
      .select("id")
      .where("username", "=", admin.username)
      .executeTakeFirstOrThrow();
    const now = new Date().toISOString();
    await db
      .insertInto("passkeys")
      .values({ id: `key-${id}`, user_id: id, name: "Laptop", public_key: "AA", counter: 0, created_at: now })
      .execute();
    await db.insertInto("app_meta").values({ key: "two_factor_policy", value: "admins" }).execute();
    try {
      const { code, stdout } = await user(["reset-2fa", admin.username]);
      expect(code).toBe(0);
      expect(stdout).toContain(`Two-factor sign-in of ${admin.username} reset`);
      expect(await db.selectFrom("passkeys").select("id").where("user_id", "=", id).execute()).toEqual([]);
      const logged = await db
        .selectFrom("activity_log")
        .select(["actor_name", "action"])
        .where("subject_id", "=", id)
        .where("action", "=", "two-factor-reset")
        .execute();
      expect(logged).toEqual([{ actor_name: "Command line", action: "two-factor-reset" }]);
    } finally {
      await db.deleteFrom("app_meta").where("key", "=", "two_factor_policy").execute();
    }
    expect(await user(["reset-2fa", "nobody-by-this-name"])).toMatchObject({
      code: 1,
      stderr: expect.stringContaining("No user is named nobody-by-this-name."),
    });
  });
});
