import { describe, expect, it } from "vitest";

import { rangeQuery, reportRange } from "./analytics-range";

const NOW = new Date("2026-11-28T10:00:00Z");
const range = (query: string) => reportRange(new URLSearchParams(query), NOW);

describe("reportRange", () => {
  it("reports the last 30 days by default, or the last 7 or 90, today included", () => {
    expect(range("")).toEqual({ choice: "30", from: "2026-10-30", to: "2026-11-28", problem: null });
    expect(range("range=7")).toMatchObject({ from: "2026-11-22", to: "2026-11-28" });
    expect(range("range=90")).toMatchObject({ from: "2026-08-31", to: "2026-11-28" });
    expect(range("range=365")).toMatchObject({ choice: "30" });
  });

  it("takes a custom range, and says what is wrong with a bad one", () => {
    expect(range("range=custom&from=2026-01-01&to=2026-01-31")).toEqual({
      choice: "custom",
      from: "2026-01-01",
      to: "2026-01-31",
      problem: null,
    });
    expect(range("range=custom&from=2026-02-30&to=2026-03-01").problem).toBe("Enter a start and an end date.");
    expect(range("range=custom&from=2026-03-01&to=2026-02-01").problem).toBe(
      "The start date must be on or before the end date.",
    );
    expect(range("range=custom&from=2020-01-01&to=2026-01-01").problem).toBe("Choose at most 800 days.");
    expect(range("range=custom&from=%00&to=x").from).toBe("2026-10-30");
  });

  it("writes the same range back into a query", () => {
    expect(rangeQuery(range("range=custom&from=2026-01-01&to=2026-01-31"))).toBe(
      "range=custom&from=2026-01-01&to=2026-01-31",
    );
    expect(rangeQuery(range("range=7"))).toBe("range=7");
    expect(rangeQuery(range("range=custom"))).toBe("range=30");
  });
});
