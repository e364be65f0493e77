import { createHash } from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";

import { ADMIN, call, createUser, db, login, randomIp } from "./harness";

afterEach(() => {
  vi.useRealTimers();
});

const MINUTE = 60_000;
/** How long a just-rotated refresh token still answers with its successor (docs/api.md). */
const GRACE_MS = 10_000;

const refresh = (refreshToken: string) => call("POST", "/api/refresh-token", { json: { refreshToken } });

/** Freezes the server's clock at `at` (the server reads Date.now()). */
function setClock(at: number) {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(at);
}

/** The stored row of a token, found by its hash (the only thing stored). */
function storedToken(token: string) {
  const hash = createHash("sha256").update(token).digest("hex");
  return db.selectFrom("api_tokens").selectAll().where("token_hash", "=", hash).executeTakeFirstOrThrow();
}

describe("POST /api/login", () => {
  it("answers tokens and the user for valid credentials", async () => {
    const reply = await call("POST", "/api/login", { json: ADMIN });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      token: expect.any(String),
      refreshToken: expect.any(String),
      user: { id: expect.any(Number), username: ADMIN.username, role: "admin", isAdmin: true },
    });
    expect(reply.headers.get("cache-control")).toBe("no-store");
  });

  it("stores only hashes of the tokens it hands out", async () => {
    const { token, refreshToken } = await login();
    const stored = await db.selectFrom("api_tokens").select("token_hash").execute();
    const hashes = stored.map((row) => row.token_hash);
    expect(hashes).not.toContain(token);
    expect(hashes).not.toContain(refreshToken);
    expect(hashes.every((hash) => /^[0-9a-f]{64}$/.test(hash))).toBe(true);
  });

  it("refuses a wrong password with 401 and the reason", async () => {
    const reply = await call("POST", "/api/login", { json: { username: ADMIN.username, password: "wrong-password" } });
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual({ message: "Invalid username or password" });
  });

  it("answers 400 with the form's messages for missing fields", async () => {
    const reply = await call("POST", "/api/login", { json: { username: "  ", password: "short" } });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({
      message: "Username is required",
      errors: { username: "Username is required", password: "Password must be at least 8 characters" },
    });
  });

  it("shares the sign-in page's limit: the 11th failure in a minute gets 429", async () => {
    const ip = randomIp();
    const { username } = await createUser();
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const reply = await call("POST", "/api/login", { ip, json: { username, password: "wrong-password" } });
      expect(reply.status).toBe(401);
    }
    const limited = await call("POST", "/api/login", { ip, json: { username, password: "correct-horse-battery" } });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe("Too many attempts. Please wait a minute and try again.");
    expect(limited.headers.get("retry-after")).toBe("60");
  });
});

describe("access tokens", () => {
  it("expire after 15 minutes", async () => {
    const start = Date.now();
    const { token } = await login();
    vi.useFakeTimers({ toFake: ["Date"] });

    vi.setSystemTime(start + 14 * MINUTE);
    expect((await call("GET", "/api/me", { token })).status).toBe(200);

    vi.setSystemTime(start + 16 * MINUTE);
    const expired = await call("GET", "/api/me", { token });
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual({ message: "Invalid or expired token" });
    expect(expired.headers.get("www-authenticate")).toContain('error="invalid_token"');
  });

  it("401 without a token, 403 for a signed-in non-admin", async () => {
    const missing = await call("DELETE", "/api/jobs/1");
    expect(missing.status).toBe(401);
    expect(missing.body.message).toMatch(/Authentication required/);

    const wrongScheme = await call("DELETE", "/api/jobs/1", { headers: { Authorization: "Basic abc" } });
    expect(wrongScheme.status).toBe(401);

    const { token } = await login(await createUser());
    const forbidden = await call("DELETE", "/api/jobs/1", { token });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toEqual({ message: "Admin access required" });
  });
});

describe("POST /api/refresh-token", () => {
  it("rotates: the new pair works, the old refresh token does not once the grace window is over", async () => {
    const start = Date.now();
    const first = await login();
    setClock(start);
    const rotated = await refresh(first.refreshToken);
    expect(rotated.status).toBe(200);
    expect(rotated.body).toEqual({ token: expect.any(String), refreshToken: expect.any(String) });
    expect(rotated.body.refreshToken).not.toBe(first.refreshToken);
    expect((await call("GET", "/api/me", { token: rotated.body.token })).status).toBe(200);

    vi.setSystemTime(start + GRACE_MS);
    const again = await refresh(first.refreshToken);
    expect(again.status).toBe(401);
    expect(again.body).toEqual({ message: "Invalid or expired refresh token" });
  });

  it("revokes the whole family when a rotated token is reused after the grace window", async () => {
    const start = Date.now();
    const first = await login();
    setClock(start);
    const second = (await refresh(first.refreshToken)).body;
    // Someone replays the stolen first refresh token a minute later:
    vi.setSystemTime(start + MINUTE);
    expect((await refresh(first.refreshToken)).status).toBe(401);
    // ...so the legitimate holder's newer tokens stop working too.
    expect((await refresh(second.refreshToken)).status).toBe(401);
    expect((await call("GET", "/api/me", { token: second.token })).status).toBe(401);
  });

  it("10 parallel refreshes with one token all get the same new pair, and it works", async () => {
    const first = await login();
    const replies = await Promise.all(Array.from({ length: 10 }, () => refresh(first.refreshToken)));
    expect(replies.map((reply) => reply.status)).toEqual(Array(10).fill(200));
    const pair = replies[0]!.body;
    expect(pair).toEqual({ token: expect.any(String), refreshToken: expect.any(String) });
    for (const reply of replies) expect(reply.body).toEqual(pair);
    expect(pair.refreshToken).not.toBe(first.refreshToken);

    // One rotation happened: the family holds the first pair and one new pair.
    const { family_id } = await storedToken(first.refreshToken);
    const family = await db.selectFrom("api_tokens").select("kind").where("family_id", "=", family_id).execute();
    expect(family).toHaveLength(4);

    expect((await call("GET", "/api/me", { token: pair.token })).status).toBe(200);
    const next = await refresh(pair.refreshToken);
    expect(next.status).toBe(200);
    expect((await call("GET", "/api/me", { token: next.body.token })).status).toBe(200);
  });

  it("a token reused within the grace window gets the same pair again, until the window closes", async () => {
    const start = Date.now();
    const first = await login();
    setClock(start);
    const pair = (await refresh(first.refreshToken)).body;

    // A second tab whose request arrives 9.9 s later carries on with the same pair; nothing is revoked.
    vi.setSystemTime(start + GRACE_MS - 100);
    const late = await refresh(first.refreshToken);
    expect(late.status).toBe(200);
    expect(late.body).toEqual(pair);
    expect((await call("GET", "/api/me", { token: pair.token })).status).toBe(200);

    // Using it again does not extend the window: 10 s after the rotation it is a reuse.
    vi.setSystemTime(start + GRACE_MS);
    expect((await refresh(first.refreshToken)).status).toBe(401);
    expect((await call("GET", "/api/me", { token: pair.token })).status).toBe(401);
    expect((await refresh(pair.refreshToken)).status).toBe(401);
  });

  it("after the grace window, parallel reuses are refused and the pair they shared is revoked", async () => {
    const start = Date.now();
    const first = await login();
    setClock(start);
    const replies = await Promise.all(Array.from({ length: 10 }, () => refresh(first.refreshToken)));
    const pair = replies[0]!.body;

    vi.setSystemTime(start + GRACE_MS + 1);
    const reuse = await refresh(first.refreshToken);
    expect(reuse.status).toBe(401);
    expect(reuse.body).toEqual({ message: "Invalid or expired refresh token" });
    expect((await call("GET", "/api/me", { token: pair.token })).status).toBe(401);
    expect((await refresh(pair.refreshToken)).status).toBe(401);
  });

  it("a signed-out sign-in gives nothing back within the grace window", async () => {
    const first = await login();
    const pair = (await refresh(first.refreshToken)).body;
    expect((await call("POST", "/api/logout", { json: { refreshToken: pair.refreshToken } })).status).toBe(200);
    expect((await refresh(first.refreshToken)).status).toBe(401);
    expect((await storedToken(first.refreshToken)).successor_box).toBeNull();
  });

  it("keeps the new pair for the grace window only, sealed: never a usable token in clear", async () => {
    const start = Date.now();
    const first = await login();
    setClock(start);
    const pair = (await refresh(first.refreshToken)).body;

    const rows = await db.selectFrom("api_tokens").selectAll().execute();
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(pair.token);
    expect(stored).not.toContain(pair.refreshToken);
    expect(stored).not.toContain(first.refreshToken);
    const box = (await storedToken(first.refreshToken)).successor_box;
    expect(box).toMatch(/^v1\./);

    // The next rotation or sign-in after the window erases it.
    vi.setSystemTime(start + GRACE_MS);
    await login();
    expect((await storedToken(first.refreshToken)).successor_box).toBeNull();
  });

  it("refuses unknown and expired (30 days) refresh tokens", async () => {
    expect((await call("POST", "/api/refresh-token", { json: { refreshToken: "not-a-token" } })).status).toBe(401);
    const start = Date.now();
    const { refreshToken } = await login();
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(start + 30 * 24 * 60 * MINUTE + MINUTE);
    expect((await call("POST", "/api/refresh-token", { json: { refreshToken } })).status).toBe(401);
  });

  it("answers 400 when refreshToken is missing or not a string", async () => {
    const missing = await call("POST", "/api/refresh-token", { json: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ refreshToken: "refreshToken is required" });
    const wrongType = await call("POST", "/api/refresh-token", { json: { refreshToken: 42 } });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.message).toBe("refreshToken must be a string");
  });
});

describe("POST /api/logout", () => {
  it("revokes the family of the refresh token", async () => {
    const { token, refreshToken } = await login();
    const reply = await call("POST", "/api/logout", { json: { refreshToken } });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ message: "Logged out" });
    expect((await call("GET", "/api/me", { token })).status).toBe(401);
    expect((await call("POST", "/api/refresh-token", { json: { refreshToken } })).status).toBe(401);
  });

  it("leaves other sign-ins alone", async () => {
    const kept = await login();
    const ended = await login();
    await call("POST", "/api/logout", { json: { refreshToken: ended.refreshToken } });
    expect((await call("GET", "/api/me", { token: kept.token })).status).toBe(200);
  });
});
