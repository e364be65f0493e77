import { describe, expect, it } from "vitest";

import { normalizeHost, siteHostMatcher } from "./site-host";

describe("normalizeHost", () => {
  it("writes a host as a URL does: lower case, without the scheme's default port", () => {
    expect(normalizeHost("WWW.Example.com:443", "https:")).toBe("www.example.com");
    expect(normalizeHost("www.example.com:80", "https:")).toBe("www.example.com:80");
    expect(normalizeHost("[::1]:3000", "http:")).toBe("[::1]:3000");
  });

  it("refuses anything but a host and a port", () => {
    for (const value of ["evil.example@site.com", "site.com/x", "http://site.com", "site.com:", "", "a b", "site.com."])
      expect(normalizeHost(value, "https:"), value).toBeNull();
  });
});

describe("siteHostMatcher", () => {
  const production = siteHostMatcher({
    origin: "https://www.example.com",
    aliases: ["example.com", "Staging.Example.com:8443"],
    loopback: false,
  });

  it("accepts the site's host, with or without its default port, and the aliases", () => {
    for (const host of ["www.example.com", "WWW.EXAMPLE.COM:443", "example.com", "staging.example.com:8443"])
      expect(production(host), host).toBe(true);
  });

  it("refuses any other host, a missing one, and loopback addresses in production", () => {
    for (const host of [
      undefined,
      "",
      "attacker.example",
      "www.example.com.attacker.example",
      "www.example.com:8443",
      "attacker.example@www.example.com",
      "localhost:3000",
      "127.0.0.1",
    ])
      expect(production(host), String(host)).toBe(false);
  });

  it("outside production also accepts loopback addresses on any port", () => {
    const development = siteHostMatcher({ origin: "http://localhost:3000", aliases: [], loopback: true });
    for (const host of ["localhost:3000", "localhost:5173", "127.0.0.1:3991", "[::1]:3000", "localhost"])
      expect(development(host), host).toBe(true);
    for (const host of ["attacker.example", "127.0.0.2:3000", "localhost.attacker.example"])
      expect(development(host), host).toBe(false);
  });
});
