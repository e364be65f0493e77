import { describe, expect, it } from "vitest";

import { readKeyToken, readToken, signToken } from "./signed-token.server";

const SECRET = "a-secret-of-some-length";
const until = new Date("2026-12-01T00:00:00Z");
const before = new Date("2026-11-30T23:59:59Z");

describe("signed tokens", () => {
  it("carry their record until they expire, and only for their purpose and secret", () => {
    const token = signToken(SECRET, "booking-manage", 42, until);
    expect(token).toMatch(/^[\w-]+\.[\w-]{43}$/);
    expect(readToken(SECRET, "booking-manage", token, before)).toEqual({ status: "valid", id: 42 });
    expect(readToken(SECRET, "booking-manage", token, until)).toEqual({ status: "expired", id: 42 });
    expect(readToken(SECRET, "booking-answer", token, before)).toEqual({ status: "invalid" });
    expect(readToken("another-secret-entirely", "booking-manage", token, before)).toEqual({ status: "invalid" });
  });

  it("refuse anything altered or malformed, without throwing", () => {
    const token = signToken(SECRET, "booking-manage", 42, until);
    const [payload, mac] = token.split(".");
    const forged = Buffer.from(JSON.stringify({ id: 43, exp: until.getTime() })).toString("base64url");
    for (const bad of [
      `${forged}.${mac}`,
      `${payload}.${mac!.slice(0, -1)}A`,
      `${payload}.${mac}.extra`,
      payload!,
      "",
      "..",
      "%%%.%%%",
      "x".repeat(2000),
    ]) {
      expect(readToken(SECRET, "booking-manage", bad, before), bad.slice(0, 40)).toEqual({ status: "invalid" });
    }
  });

  it("carry a key instead of a number when asked, and each reader takes only its own kind", () => {
    const keyToken = signToken(SECRET, "page-preview", "about", until);
    const idToken = signToken(SECRET, "page-preview", 42, until);
    expect(readKeyToken(SECRET, "page-preview", keyToken, before)).toEqual({ status: "valid", id: "about" });
    expect(readKeyToken(SECRET, "page-preview", keyToken, until)).toEqual({ status: "expired", id: "about" });
    expect(readToken(SECRET, "page-preview", keyToken, before)).toEqual({ status: "invalid" });
    expect(readKeyToken(SECRET, "page-preview", idToken, before)).toEqual({ status: "invalid" });
    expect(readKeyToken(SECRET, "post-preview", keyToken, before)).toEqual({ status: "invalid" });
  });
});
