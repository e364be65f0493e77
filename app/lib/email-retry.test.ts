import { describe, expect, it } from "vitest";

import { MAX_EMAIL_ATTEMPTS, retryDelayMs } from "./email-retry";

describe("retryDelayMs", () => {
  it("doubles from a minute and stays at an hour", () => {
    const minutes = Array.from({ length: MAX_EMAIL_ATTEMPTS + 2 }, (_, index) => retryDelayMs(index + 1) / 60_000);
    expect(minutes).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60, 60, 60, 60]);
    expect(retryDelayMs(1000)).toBe(60 * 60_000);
    expect(retryDelayMs(0)).toBe(60_000);
  });
});
