import { describe, expect, it } from "vitest";

import { parseForm } from "~/utils/validation";

import { LoginSchema, verifyLogin } from "./user.server";
import { db } from "~/db.server";
import { upsertUser } from "../../db/seed";

function form(values: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
}

describe("LoginSchema", () => {
  it("requires a username and a password", () => {
    const result = parseForm(LoginSchema, form({ username: "   ", password: "" }));
    expect(result).toMatchObject({
      success: false,
      fieldErrors: { username: "Username is required", password: "Password is required" },
    });
  });

  it("treats missing fields like empty ones", () => {
    const result = parseForm(LoginSchema, form({}));
    expect(result).toMatchObject({
      fieldErrors: { username: "Username is required", password: "Password is required" },
    });
  });

  it("asks for at least 8 characters and keeps what was typed", () => {
    const result = parseForm(LoginSchema, form({ username: "ana", password: "short" }));
    expect(result).toEqual({
      success: false,
      fieldErrors: { password: "Password must be at least 8 characters" },
      values: { username: "ana", password: "short" },
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
