import { randomInt } from "node:crypto";

import { hashSecretToken } from "./secret-token.server";

// Recovery codes: ten single-use codes shown once, for when the authenticator app is out of reach.
// Each is 10 characters (50 bits) from an alphabet with no look-alikes, shown as two groups of five;
// only their hashes are stored.

export const RECOVERY_CODE_COUNT = 10;
const ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
const LENGTH = 10;

function newRecoveryCode() {
  const chars = Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return `${chars.slice(0, 5).join("")}-${chars.slice(5).join("")}`;
}

/** A fresh set of codes, as the person is shown them. */
export function newRecoveryCodes() {
  return Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
}

/** A typed code as stored: lower case, without the dash or spaces; null when it cannot be one. */
export function normalizeRecoveryCode(typed: string) {
  const code = typed.toLowerCase().replace(/[\s-]/g, "");
  return code.length === LENGTH && [...code].every((char) => ALPHABET.includes(char)) ? code : null;
}

/** What is stored of a code (shown or typed). */
export function hashRecoveryCode(code: string) {
  return hashSecretToken(normalizeRecoveryCode(code) ?? code);
}
