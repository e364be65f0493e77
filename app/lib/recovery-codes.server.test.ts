import { describe, expect, it } from "vitest";

import {
  hashRecoveryCode,
  newRecoveryCodes,
  normalizeRecoveryCode,
  RECOVERY_CODE_COUNT,
} from "./recovery-codes.server";

describe("recovery codes", () => {
  it("come ten at a time, all different, in two groups of five", () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
  });

  it("match however they are typed (case, dash, spaces), and nothing else does", () => {
    const [code] = newRecoveryCodes();
    const typed = ` ${code!.toUpperCase().replace("-", " ")} `;
    expect(normalizeRecoveryCode(typed)).toBe(code!.replace("-", ""));
    expect(hashRecoveryCode(typed)).toBe(hashRecoveryCode(code!));
    expect(normalizeRecoveryCode("123456")).toBeNull();
    expect(normalizeRecoveryCode("abcde-abcd0")).toBeNull();
  });
});
