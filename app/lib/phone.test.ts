import { describe, expect, it } from "vitest";

import { hasPhoneDigits, normalizePhone } from "./phone";

describe("normalizePhone", () => {
  it("keeps the digits and the leading + of an international number", () => {
    expect(normalizePhone("+91 98765-43210")).toBe("+919876543210");
    expect(normalizePhone(" +1 (555) 010-0199")).toBe("+15550100199");
  });

  it("drops a + that is not at the start and everything but digits", () => {
    expect(normalizePhone("98765+43210 ext")).toBe("9876543210");
  });

  it("leaves a lone + while the visitor starts typing", () => {
    expect(normalizePhone("+")).toBe("+");
    expect(hasPhoneDigits("+")).toBe(false);
  });
});

describe("hasPhoneDigits", () => {
  it("counts 7 to 15 digits, whatever is written between them", () => {
    expect(hasPhoneDigits("+91 80 4719 2500")).toBe(true);
    expect(hasPhoneDigits("555-0100")).toBe(true);
    expect(hasPhoneDigits("555-010")).toBe(false);
    expect(hasPhoneDigits("+1 234 567 890 123 456")).toBe(false);
  });
});
