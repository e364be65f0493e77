// Stored secrets are sealed with AES-256-GCM: they come back only with the same key, and a sealed
// value that was altered is refused.
import { describe, expect, it } from "vitest";

import { openSecret, sealSecret } from "./secret-box.server";

const KEY = "a-long-enough-server-secret-0123";

describe("sealSecret and openSecret", () => {
  it("round-trips, with a fresh nonce each time and nothing of the secret in clear", () => {
    const sealed = sealSecret("JBSWY3DPEHPK3PXP", KEY);
    expect(openSecret(sealed, KEY)).toBe("JBSWY3DPEHPK3PXP");
    expect(sealed).not.toContain("JBSWY3DPEHPK3PXP");
    expect(sealSecret("JBSWY3DPEHPK3PXP", KEY)).not.toBe(sealed);
  });

  it("refuses another key, an altered value and something that was never sealed", () => {
    const sealed = sealSecret("JBSWY3DPEHPK3PXP", KEY);
    expect(() => openSecret(sealed, "another-server-secret-456789")).toThrow();
    const parts = sealed.split(".");
    const flipped = parts[3]![0] === "A" ? "B" : "A";
    expect(() => openSecret([...parts.slice(0, 3), flipped + parts[3]!.slice(1)].join("."), KEY)).toThrow();
    expect(() => openSecret("JBSWY3DPEHPK3PXP", KEY)).toThrow();
  });
});
