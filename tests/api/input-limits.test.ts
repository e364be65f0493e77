import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";

import { call, db, login } from "./harness";
import { dataPath } from "../single-fetch";

const FORM = { "Content-Type": "application/x-www-form-urlencoded" };

let token: string;
beforeAll(async () => {
  ({ token } = await login());
});

const attempts = async () => {
  const { count, longest } = await db
    .selectFrom("login_attempts")
    .select((eb) => [eb.fn.countAll<number>().as("count"), sql<number | null>`max(length(username))`.as("longest")])
    .executeTakeFirstOrThrow();
  return { count: Number(count), longest: Number(longest ?? 0) };
};

describe("sign-in checks the username's length before recording an attempt", () => {
  it("refuses an over-long username on /api/login with 400 and records nothing", async () => {
    const before = await attempts();
    const reply = await call("POST", "/api/login", {
      json: { username: "a".repeat(500_000), password: "whatever-long" },
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ message: "Username must be at most 100 characters" });
    expect(await attempts()).toEqual(before);
  });

  it("refuses an over-long username on the /login form with the message under the field and records nothing", async () => {
    const before = await attempts();
    const body = new URLSearchParams({ username: "a".repeat(60_000), password: "whatever-long" });
    const reply = await call("POST", dataPath("/login"), { body, headers: FORM });
    expect(reply.status).toBe(400);
    expect(reply.body.data.error).toEqual({ username: ["Username must be at most 100 characters"] });
    expect(await attempts()).toEqual(before);
  });

  it("still counts a wrong password for a username of the maximum length", async () => {
    const before = await attempts();
    const reply = await call("POST", "/api/login", { json: { username: "b".repeat(100), password: "whatever-long" } });
    expect(reply.status).toBe(401);
    const after = await attempts();
    expect(after.count).toBe(before.count + 1);
    expect(after.longest).toBeLessThanOrEqual(100);
  });
});

describe("API writes refuse text over its limit", () => {
  it("answers 400 with the field's limit and stores nothing", async () => {
    const count = async () =>
      Number(
        (
          await db
            .selectFrom("blogs")
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const reply = await call("POST", "/api/blogs", {
      token,
      json: { title: "t".repeat(201), author: "A", description: "D" },
    });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe("Title must be at most 200 characters");
    expect(await count()).toBe(before);
  });
});
