import { describe, expect, it } from "vitest";

import { isJobType, isWorkplace, splitRequirements } from "./jobs";

describe("splitRequirements", () => {
  it("makes one bullet per line and drops blank lines", () => {
    expect(splitRequirements("5+ years of Go\n\n  Postgres at scale  \r\n- Mentoring\n• On-call\n   \n")).toEqual([
      "5+ years of Go",
      "Postgres at scale",
      "Mentoring",
      "On-call",
    ]);
  });

  it("is empty for nothing", () => {
    expect(splitRequirements(null)).toEqual([]);
    expect(splitRequirements("\n \n")).toEqual([]);
  });
});

describe("isJobType", () => {
  it("knows the four types, exactly", () => {
    expect(["Full-time", "Part-time", "Internship", "Contract"].every(isJobType)).toBe(true);
    expect(isJobType("full-time")).toBe(false);
    expect(isJobType("Freelance")).toBe(false);
  });
});

describe("isWorkplace", () => {
  it("knows On-site, Hybrid and Remote, exactly", () => {
    expect(["On-site", "Hybrid", "Remote"].every(isWorkplace)).toBe(true);
    expect(isWorkplace("remote")).toBe(false);
    expect(isWorkplace("Onsite")).toBe(false);
  });
});
