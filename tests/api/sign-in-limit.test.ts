// The sign-in limit counts failures per (address, username) and per address, never per username
// alone: strangers failing for a username from many addresses must not lock its owner out.
// The same rule holds on the sign-in page (/login) and the API (/api/login).
import { afterEach, describe, expect, it } from "vitest";

import { call, createUser, startHttpServer } from "./harness";

const TOO_MANY = "Too many attempts. Please wait a minute and try again.";
const wrong = (username: string) => ({ username, password: "wrong-password" });

type Credentials = { username: string; password: string };

function apiLogin(credentials: Credentials, ip: string) {
  return call("POST", "/api/login", { ip, json: credentials });
}

/** A document POST of the sign-in form, as a browser without JavaScript sends it. */
function formLogin(credentials: Credentials, ip: string) {
  return call("POST", "/login", {
    ip,
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ ...credentials, redirectTo: "/dashboard" }).toString(),
  });
}

function expectSignedIn(reply: Awaited<ReturnType<typeof call>>) {
  expect(reply.status).toBe(302);
  expect(reply.headers.get("location")).toBe("/dashboard");
  expect(reply.headers.get("set-cookie")).toMatch(/__session=/);
}

// Each attempt hashes a password with scrypt on purpose: on a busy machine a dozen take seconds.
describe("the sign-in limit", () => {
  it("failures for the admin from many addresses never refuse the right password from another", async () => {
    const admin = await createUser({ role: "admin" });
    for (let i = 1; i <= 10; i++) {
      expect((await apiLogin(wrong(admin.username), `198.51.100.${i}`)).status).toBe(401);
      expect((await formLogin(wrong(admin.username), `198.51.100.${100 + i}`)).status).toBe(401);
    }
    const api = await apiLogin(admin, "198.51.100.200");
    expect(api.status).toBe(200);
    expect(api.body.user).toMatchObject({ username: admin.username, role: "admin", isAdmin: true });
    expectSignedIn(await formLogin(admin, "198.51.100.201"));
  });

  it("10 failures from one address refuse that address for that username, even the right password", async () => {
    const admin = await createUser({ role: "admin" });
    const other = await createUser();
    const attacker = "203.0.113.10";
    for (let i = 1; i <= 10; i++) expect((await apiLogin(wrong(admin.username), attacker)).status).toBe(401);

    const refused = await apiLogin(admin, attacker);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: TOO_MANY });
    expect(refused.headers.get("retry-after")).toBe("60");
    const refusedForm = await formLogin(admin, attacker);
    expect(refusedForm.status).toBe(429);
    expect(refusedForm.text).toContain(TOO_MANY);

    // Only that pair is limited: the admin signs in from elsewhere, the address as someone else.
    expect((await apiLogin(admin, "203.0.113.11")).status).toBe(200);
    expectSignedIn(await formLogin(admin, "203.0.113.12"));
    expect((await apiLogin(other, attacker)).status).toBe(200);
  });

  it("an address that sprays many usernames is refused for every username", async () => {
    const admin = await createUser({ role: "admin" });
    const sprayer = "203.0.113.50";
    for (let i = 1; i <= 50; i++) expect((await apiLogin(wrong(`guess-${i}`), sprayer)).status).toBe(401);

    const refused = await apiLogin(wrong("guess-51"), sprayer);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("60");
    expect((await apiLogin(admin, sprayer)).status).toBe(429);
    expect((await formLogin(admin, sprayer)).status).toBe(429);
    expect((await apiLogin(admin, "203.0.113.51")).status).toBe(200);
  });
});

describe("the sign-in limit through the HTTP server (TRUST_PROXY=1)", () => {
  let server: Awaited<ReturnType<typeof startHttpServer>> | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it("keys on the address the proxy appended", async () => {
    server = await startHttpServer({ trustProxy: 1 });
    const admin = await createUser({ role: "admin" });
    const post = (path: string, credentials: Credentials, forwardedFor: string) =>
      server!.request({
        method: "POST",
        path,
        headers: {
          "X-Forwarded-For": forwardedFor,
          "Content-Type": path === "/login" ? "application/x-www-form-urlencoded" : "application/json",
        },
        body:
          path === "/login"
            ? new URLSearchParams({ ...credentials, redirectTo: "/dashboard" }).toString()
            : JSON.stringify(credentials),
      });

    for (let i = 1; i <= 10; i++)
      expect((await post("/api/login", wrong(admin.username), `192.0.2.${i}`)).status).toBe(401);
    expect((await post("/api/login", admin, "192.0.2.100")).status).toBe(200);
    const form = await post("/login", admin, "192.0.2.101");
    expect(form.status).toBe(302);
    expect(form.headers.location).toBe("/dashboard");

    // The 10 failures from one proxied client limit that client, whatever it puts before the proxy's entry.
    for (let i = 1; i <= 10; i++) {
      expect((await post("/api/login", wrong(admin.username), `10.0.0.${i}, 192.0.2.150`)).status).toBe(401);
    }
    const refused = await post("/api/login", admin, "10.1.1.1, 192.0.2.150");
    expect(refused.status).toBe(429);
    // Refused by the failure limit or, this being the address's 11th sign-in of the minute, by the
    // write limit (server/write-limits.js): either way, a wait of a minute at most.
    expect(Number(refused.headers["retry-after"])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(60);
    expect((await post("/login", admin, "192.0.2.150")).status).toBe(429);
  });
});
