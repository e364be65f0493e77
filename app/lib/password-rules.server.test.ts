// The rules for a new password: long enough, not in the list of leaked passwords (ignoring case),
// and not containing the username (usernames under 3 characters are not looked for).
import { describe, expect, it } from "vitest";
import { z } from "zod";

import {
  COMMON_PASSWORD_MESSAGE,
  containsUsername,
  isCommonPassword,
  newPasswordSchema,
  PASSWORD_CONTAINS_USERNAME_MESSAGE,
  refineUsernameNotInPassword,
} from "./password-rules.server";
import { fieldMessages } from "../models/testing.server";

describe("isCommonPassword", () => {
  it("knows leaked passwords, ignoring case", () => {
    expect(isCommonPassword("password1")).toBe(true);
    expect(isCommonPassword("Password1")).toBe(true);
    expect(isCommonPassword("PASSWORD1")).toBe(true);
    expect(isCommonPassword("qwertyuiop")).toBe(true);
  });

  it("lets an uncommon passphrase through", () => {
    expect(isCommonPassword("correct-horse-battery-staple")).toBe(false);
  });
});

describe("containsUsername", () => {
  it("finds the username anywhere in the password, ignoring case", () => {
    expect(containsUsername("xMeeraX2026", "meera")).toBe(true);
    expect(containsUsername("my-MEERA-pass", " Meera ")).toBe(true);
    expect(containsUsername("a-long-passphrase", "meera")).toBe(false);
  });

  it("ignores usernames shorter than 3 characters", () => {
    expect(containsUsername("edited-password", "ed")).toBe(false);
    expect(containsUsername("with-bob-inside", "bob")).toBe(true);
  });
});

describe("newPasswordSchema", () => {
  const errors = (password: unknown) => fieldMessages(z.object({ password: newPasswordSchema() }), { password });

  it("asks for at least 8 characters", () => {
    expect(errors("short")).toEqual({ password: "Password must be at least 8 characters" });
    expect(errors("")).toEqual({ password: "Password is required" });
  });

  it("refuses a common password", () => {
    expect(errors("password1")).toEqual({ password: COMMON_PASSWORD_MESSAGE });
    expect(errors("Qwertyuiop")).toEqual({ password: COMMON_PASSWORD_MESSAGE });
  });

  it("accepts a long passphrase", () => {
    expect(errors("correct-horse-battery-staple")).toEqual({});
    expect(newPasswordSchema().parse("correct-horse-battery-staple")).toBe("correct-horse-battery-staple");
  });

  it("names the field it checks", () => {
    expect(fieldMessages(newPasswordSchema("New password"), "short")).toEqual({
      "": "New password must be at least 8 characters",
    });
  });
});

describe("refineUsernameNotInPassword", () => {
  const schema = z
    .object({ username: z.string(), password: newPasswordSchema() })
    .superRefine(refineUsernameNotInPassword<{ username: string; password: string }>("password"));

  it("refuses a password built on the username", () => {
    expect(fieldMessages(schema, { username: "meera", password: "xMeeraX2026" })).toEqual({
      password: PASSWORD_CONTAINS_USERNAME_MESSAGE,
    });
    expect(fieldMessages(schema, { username: "meera", password: "correct-horse-battery-staple" })).toEqual({});
  });
});
