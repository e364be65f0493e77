import { afterEach, describe, expect, it, vi } from "vitest";

import { ADMIN, call } from "./harness";
import { LegacyApiClient } from "./legacy-client";

afterEach(() => {
  vi.useRealTimers();
});

const job = {
  title: "Client Retry Engineer",
  company: "Lumora Ventures",
  location: "Remote (India)",
  type: "Full-time",
  salary: 1800000,
  department: "Engineering",
  description: "Make retries boring.",
  requirements: "HTTP\nPatience",
};

const MINUTE = 60_000;

describe("a client like the old browser app", () => {
  it("gets a 401 with an expired token, refreshes once and retries successfully", async () => {
    const sent: string[] = [];
    const client = new LegacyApiClient(async (method, path, options) => {
      sent.push(`${method} ${path}`);
      return call(method, path, options);
    });
    await client.login(ADMIN.username, ADMIN.password);
    const firstRefreshToken = client.storage.get("refreshToken");

    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 16 * MINUTE); // the access token is now expired

    const reply = await client.request("POST", "/api/jobs", job);
    expect(reply.status).toBe(201);
    expect(sent).toEqual(["POST /api/login", "POST /api/jobs", "POST /api/refresh-token", "POST /api/jobs"]);
    expect(client.storage.get("refreshToken")).not.toBe(firstRefreshToken);
    expect(client.location).toBeNull();
  });

  it("ends with no tokens and on /login?expired=true when the refresh fails", async () => {
    const client = new LegacyApiClient(call);
    await client.login(ADMIN.username, ADMIN.password);
    // The refresh token is revoked elsewhere (e.g. signed out from another device).
    await call("POST", "/api/logout", { json: { refreshToken: client.storage.get("refreshToken") } });

    const reply = await client.request("DELETE", "/api/jobs/1");
    expect(reply.status).toBe(401);
    expect([...client.storage.keys()]).toEqual([]);
    expect(client.location).toBe("/login?expired=true");
  });
});
