import { describe, expect, it } from "vitest";

import { formatDate } from "./format";

describe("formatDate", () => {
  it("writes the month in full, the day without padding and the year", () => {
    expect(formatDate("2025-03-05T10:00:00.000Z")).toBe("March 5, 2025");
  });

  it("uses UTC so late-evening timestamps keep their calendar day everywhere", () => {
    expect(formatDate("2024-12-31T23:59:00.000Z")).toBe("December 31, 2024");
    expect(formatDate(new Date(Date.UTC(2026, 0, 1)))).toBe("January 1, 2026");
  });

  it("gives the same answer for a timestamp it has formatted before", () => {
    const timestamps = Array.from({ length: 6_000 }, (_, day) => new Date(Date.UTC(2020, 0, 1 + day)).toISOString());
    const first = timestamps.map((timestamp) => formatDate(timestamp));
    expect(timestamps.map((timestamp) => formatDate(timestamp))).toEqual(first);
    expect(first[0]).toBe("January 1, 2020");
    expect(first[5_999]).toBe(formatDate(new Date(timestamps[5_999]!)));
  });
});
