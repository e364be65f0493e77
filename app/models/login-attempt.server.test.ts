import { describe, expect, it } from "vitest";

import { isLoginRateLimited, LOGIN_ATTEMPT_LIMIT, LOGIN_ATTEMPT_WINDOW_MS, recordFailedLogin } from "./login-attempt.server";

describe("sign-in rate limit", () => {
  it("limits a username after 10 failures within a minute, from any address", async () => {
    const now = Date.parse("2026-01-01T10:00:00Z");
    for (let i = 0; i < LOGIN_ATTEMPT_LIMIT; i++) {
      expect(await isLoginRateLimited({ ip: `10.0.0.${i}`, username: "target" }, now)).toBe(false);
      await recordFailedLogin({ ip: `10.0.0.${i}`, username: "Target" }, now);
    }
    expect(await isLoginRateLimited({ ip: "10.9.9.9", username: "TARGET" }, now)).toBe(true);
    expect(await isLoginRateLimited({ ip: "10.9.9.9", username: "someone-else" }, now)).toBe(false);
    // A minute later the old failures no longer count.
    expect(await isLoginRateLimited({ ip: "10.9.9.9", username: "target" }, now + LOGIN_ATTEMPT_WINDOW_MS + 1)).toBe(false);
  });

  it("limits an address that tries many usernames", async () => {
    const now = Date.parse("2026-01-02T10:00:00Z");
    for (let i = 0; i < LOGIN_ATTEMPT_LIMIT; i++) await recordFailedLogin({ ip: "192.0.2.7", username: `user${i}` }, now);
    expect(await isLoginRateLimited({ ip: "192.0.2.7", username: "fresh-name" }, now)).toBe(true);
    expect(await isLoginRateLimited({ ip: "192.0.2.8", username: "fresh-name" }, now)).toBe(false);
  });
});
