import { dictionary } from "@zxcvbn-ts/language-common";
import { z } from "zod";

import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "./password.server";
import { tooLongMessage } from "./text-schema";

// The rules a new password must meet (an invitation, a reset, a change, the user command): long
// enough, not one that leaked in a breach, and not built on the username. Existing passwords are
// not re-checked at sign-in.

export const COMMON_PASSWORD_MESSAGE =
  "This password appears in lists of leaked passwords: choose one that is harder to guess";
export const PASSWORD_CONTAINS_USERNAME_MESSAGE = "The password must not contain the username";
/** Usernames shorter than this are not looked for inside passwords (too many words contain "ed"). */
const MIN_USERNAME_IN_PASSWORD = 3;

let commonPasswords: Set<string> | undefined;

/**
 * Whether the password is among the ~50,000 most common ones seen in breaches (zxcvbn's list,
 * shipped with the app; no network call), ignoring case.
 */
export function isCommonPassword(password: string) {
  commonPasswords ??= new Set(dictionary["passwords-common"] as string[]);
  return commonPasswords.has(password.toLowerCase());
}

export function containsUsername(password: string, username: string) {
  const name = username.trim().toLowerCase();
  return name.length >= MIN_USERNAME_IN_PASSWORD && password.toLowerCase().includes(name);
}

/** A new password as a form or command sends it. */
export function newPasswordSchema(label = "Password") {
  return z
    .string({ required_error: `${label} is required`, invalid_type_error: `${label} must be text` })
    .min(1, `${label} is required`)
    .min(MIN_PASSWORD_LENGTH, `${label} must be at least ${MIN_PASSWORD_LENGTH} characters`)
    .max(MAX_PASSWORD_LENGTH, tooLongMessage(label, MAX_PASSWORD_LENGTH))
    .refine((password) => !isCommonPassword(password), COMMON_PASSWORD_MESSAGE);
}

/** Adds the username rule to a schema with a `username` and a new password field. */
export function refineUsernameNotInPassword<T extends { username: string }>(passwordField: keyof T & string) {
  return (value: T, ctx: z.RefinementCtx) => {
    const password = value[passwordField];
    if (typeof password === "string" && containsUsername(password, value.username)) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: [passwordField], message: PASSWORD_CONTAINS_USERNAME_MESSAGE });
    }
  };
}
