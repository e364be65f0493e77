import { describe, expect, it } from "vitest";

import { digitsOnly, formatRupees } from "./money";

describe("formatRupees", () => {
  it("groups digits the Indian way after the rupee sign", () => {
    expect(formatRupees(1250000)).toBe("₹12,50,000");
    expect(formatRupees(99999)).toBe("₹99,999");
    expect(formatRupees(100000)).toBe("₹1,00,000");
    expect(formatRupees(123456789)).toBe("₹12,34,56,789");
    expect(formatRupees(800)).toBe("₹800");
  });
});

describe("digitsOnly", () => {
  it("keeps only digits", () => {
    expect(digitsOnly("₹12,50,000")).toBe("1250000");
    expect(digitsOnly("12 lakh")).toBe("12");
    expect(digitsOnly("abc")).toBe("");
  });
});
