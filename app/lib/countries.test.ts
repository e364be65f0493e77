import { describe, expect, it } from "vitest";

import { COUNTRY_CODES, countryName, countryOptions, isCountryCode } from "./countries";

describe("countries", () => {
  it("are the 249 officially assigned ISO 3166-1 alpha-2 codes", () => {
    expect(COUNTRY_CODES).toHaveLength(249);
    expect(new Set(COUNTRY_CODES).size).toBe(249);
    expect(["IN", "US", "GB", "DE", "SG", "AE"].every(isCountryCode)).toBe(true);
    // Reserved, user-assigned, three-letter, lower-case or made up: not a country code.
    for (const value of ["EU", "UK", "XK", "ZZ", "IND", "in", "India", "", 356, null])
      expect(isCountryCode(value)).toBe(false);
  });

  it("are named in English", () => {
    expect(countryName("IN")).toBe("India");
    expect(countryName("US")).toBe("United States");
    expect(countryName("not a code")).toBe("not a code");
  });

  it("are offered A to Z by name, each with its code", () => {
    const options = countryOptions();
    expect(options).toHaveLength(249);
    expect(options.map((option) => option.name)).toEqual(
      options.map((option) => option.name).sort((a, b) => a.localeCompare(b, "en")),
    );
    expect(options).toContainEqual({ code: "IN", name: "India" });
    expect(options.every((option) => option.name !== option.code)).toBe(true);
  });
});
