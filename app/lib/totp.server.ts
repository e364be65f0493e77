import { Secret, TOTP } from "otpauth";

// Authenticator app codes (RFC 6238): 6 digits, a new one every 30 seconds, SHA-1 (what every app
// reads from the QR code). A code is accepted one step early or late (a clock a little off), and
// only in a later step than the last accepted one, so a code overheard cannot be used again.

export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;

/** A fresh random secret (160 bits), base32 as authenticator apps show it. */
export function newTotpSecret() {
  return new Secret({ size: 20 }).base32;
}

function totpOf(secret: string, label = "", issuer = "") {
  return new TOTP({
    issuer,
    label,
    algorithm: "SHA1",
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** The otpauth:// address the QR code holds. */
export function totpUri(secret: string, { issuer, account }: { issuer: string; account: string }) {
  return totpOf(secret, account, issuer).toString();
}

/** The time-step `at` falls in. */
export function totpStepAt(at: number) {
  return Math.floor(at / 1000 / TOTP_PERIOD_SECONDS);
}

/** What a typed code looks like once spaces are taken out: six digits. */
export function isTotpShaped(code: string) {
  return /^\d{6}$/.test(code);
}

/**
 * The time-step of `code` if it is the secret's code for the step of `at` or one either side and
 * that step is later than `lastStep` (the last one accepted); null otherwise.
 */
export function acceptedTotpStep(secret: string, code: string, at: number, lastStep: number | null) {
  if (!isTotpShaped(code)) return null;
  const delta = totpOf(secret).validate({ token: code, timestamp: at, window: 1 });
  if (delta === null) return null;
  const step = totpStepAt(at) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}
