import { describe, expect, it } from "vitest";

import { normalizePhone, phoneDigitCount } from "./phone";

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
    expect(phoneDigitCount("+")).toBe(0);
  });
});
