import { describe, expect, it } from "vitest";

import { LoginSchema, verifyLogin } from "./user.server";
import { db } from "~/db.server";
import { upsertUser } from "../../db/seed";

describe("LoginSchema", () => {
  it("trims the username", () => {
    expect(LoginSchema.parse({ username: "  ana ", password: "12345678" })).toEqual({
      username: "ana",
      password: "12345678",
    });
  });
});

describe("verifyLogin", () => {
  it("accepts the right credentials, case-insensitively for the username", async () => {
    await upsertUser(db, { username: "Priya", password: "priya-password", isAdmin: true });
    await expect(verifyLogin({ username: "PRIYA", password: "priya-password" })).resolves.toMatchObject({
      username: "priya",
      isAdmin: true,
    });
  });

  it("rejects a wrong password and an unknown user alike", async () => {
    await upsertUser(db, { username: "dev", password: "dev-password", isAdmin: false });
    await expect(verifyLogin({ username: "dev", password: "wrong-password" })).resolves.toBeNull();
    await expect(verifyLogin({ username: "nobody", password: "dev-password" })).resolves.toBeNull();
  });
});
