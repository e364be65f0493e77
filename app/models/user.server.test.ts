import { beforeAll, describe, expect, it } from "vitest";

import { db } from "~/db.server";
import { upsertUser } from "~/seed/admin.server";

import { fieldMessages, startTestDatabase } from "./testing.server";
import { LoginSchema, verifyLogin } from "./user.server";

beforeAll(startTestDatabase);

const loginErrors = (values: Record<string, string>) => fieldMessages(LoginSchema, values);

describe("LoginSchema", () => {
  it("requires a username and a password", () => {
    expect(loginErrors({ username: "   ", password: "" })).toEqual({
      username: "Username is required",
      password: "Password is required",
    });
  });

  it("treats missing fields like empty ones", () => {
    expect(loginErrors({})).toEqual({ username: "Username is required", password: "Password is required" });
  });

  it("asks for at least 8 characters", () => {
    expect(loginErrors({ username: "ana", password: "short" })).toEqual({
      password: "Password must be at least 8 characters",
    });
  });

  it("trims the username", () => {
    expect(LoginSchema.parse({ username: "  ana ", password: "12345678" })).toEqual({
      username: "ana",
      password: "12345678",
    });
  });
});

describe("verifyLogin", () => {
  it("accepts the right credentials, case-insensitively for the username", async () => {
    await upsertUser(db, { username: "Priya", password: "priya-password", role: "admin" });
    await expect(verifyLogin({ username: "PRIYA", password: "priya-password" })).resolves.toMatchObject({
      username: "priya",
      role: "admin",
    });
  });

  it("rejects a wrong password and an unknown user alike", async () => {
    await upsertUser(db, { username: "dev", password: "dev-password", role: null });
    await expect(verifyLogin({ username: "dev", password: "wrong-password" })).resolves.toBeNull();
    await expect(verifyLogin({ username: "nobody", password: "dev-password" })).resolves.toBeNull();
  });
});
