// Authenticator codes are checked at fixed times: the code of the step, one step either side, and
// no further; a step no later than the last accepted one is refused (a replayed code).
import { Secret, TOTP } from "otpauth";
import { describe, expect, it } from "vitest";

import { acceptedTotpStep, newTotpSecret, totpStepAt, totpUri } from "./totp.server";

const SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
const codeAt = (at: number) =>
  new TOTP({ secret: Secret.fromBase32(SECRET), digits: 6, period: 30, algorithm: "SHA1" }).generate({ timestamp: at });

// The start of a 30-second step, and its step number.
const START = Date.parse("2026-03-01T09:00:00Z");
const STEP = totpStepAt(START);

describe("acceptedTotpStep", () => {
  it("accepts the current code, anywhere in its step, and names the step", () => {
    expect(acceptedTotpStep(SECRET, codeAt(START), START, null)).toBe(STEP);
    expect(acceptedTotpStep(SECRET, codeAt(START), START + 29_999, null)).toBe(STEP);
  });

  it("accepts the previous and the next step's codes, at the window's edges, and nothing further", () => {
    expect(acceptedTotpStep(SECRET, codeAt(START - 30_000), START, null)).toBe(STEP - 1);
    expect(acceptedTotpStep(SECRET, codeAt(START + 30_000), START + 29_999, null)).toBe(STEP + 1);
    expect(acceptedTotpStep(SECRET, codeAt(START - 60_000), START, null)).toBeNull();
    expect(acceptedTotpStep(SECRET, codeAt(START + 60_000), START + 29_999, null)).toBeNull();
  });

  it("refuses a code whose step is not later than the last one accepted (replay)", () => {
    expect(acceptedTotpStep(SECRET, codeAt(START), START, STEP)).toBeNull();
    expect(acceptedTotpStep(SECRET, codeAt(START - 30_000), START, STEP - 1)).toBeNull();
    expect(acceptedTotpStep(SECRET, codeAt(START + 30_000), START + 10_000, STEP)).toBe(STEP + 1);
  });

  it("refuses malformed codes", () => {
    for (const code of ["", "12345", "1234567", "abcdef", " 123456"]) {
      expect(acceptedTotpStep(SECRET, code, START, null)).toBeNull();
    }
  });
});

describe("a new secret", () => {
  it("is 160 random bits in base32, and its URI names the issuer and the account", () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
    const uri = new URL(totpUri(secret, { issuer: "Lumora Ventures", account: "meera" }));
    expect(uri.protocol).toBe("otpauth:");
    expect(uri.searchParams.get("secret")).toBe(secret);
    expect(uri.searchParams.get("issuer")).toBe("Lumora Ventures");
    expect(decodeURIComponent(uri.pathname)).toContain("meera");
  });
});
