import { generateKeyPairSync } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

import { parseEnv } from "./env.server";

describe("the database settings", () => {
  it("run on SQLite at DATABASE_PATH without DATABASE_URL, with the PostgreSQL defaults ready", () => {
    expect(parseEnv({ DATABASE_PATH: "/data/app.db" }).database).toEqual({
      url: null,
      path: "/data/app.db",
      poolSize: 10,
      statementTimeoutMs: 15_000,
      busyTimeoutMs: 5000,
    });
    expect(parseEnv({ DATABASE_URL: "" }).database.url).toBeNull();
  });

  it("switch to PostgreSQL with a postgres:// URL, with the pool and timeouts given", () => {
    const { database } = parseEnv({
      DATABASE_URL: "postgresql://site:secret@db.internal:5432/lumora",
      DATABASE_POOL_SIZE: "25",
      DATABASE_STATEMENT_TIMEOUT_MS: "8000",
    });
    expect(database).toMatchObject({
      url: "postgresql://site:secret@db.internal:5432/lumora",
      poolSize: 25,
      statementTimeoutMs: 8000,
    });
  });

  it("refuse what cannot work, saying which setting and why", () => {
    expect(() => parseEnv({ DATABASE_URL: "mysql://db.internal/lumora" })).toThrow(
      "DATABASE_URL must be a postgres:// (or postgresql://) URL",
    );
    expect(() => parseEnv({ DATABASE_POOL_SIZE: "0" })).toThrow("DATABASE_POOL_SIZE must be between 1 and 1000");
    expect(() => parseEnv({ DATABASE_POOL_SIZE: "many" })).toThrow("DATABASE_POOL_SIZE must be a whole number");
    expect(() => parseEnv({ DATABASE_STATEMENT_TIMEOUT_MS: "5" })).toThrow(
      "DATABASE_STATEMENT_TIMEOUT_MS must be between 100 and 9999999",
    );
  });
});

describe("the site's address", () => {
  const production = { NODE_ENV: "production", SESSION_SECRET: "a-production-secret-0123" };

  it("is required in production, with a message that says what to set", () => {
    expect(() => parseEnv(production)).toThrow("SITE_URL must be set in production");
    expect(() => parseEnv({ ...production, SITE_URL: "" })).toThrow("SITE_URL must be set in production");
    expect(parseEnv({ ...production, SITE_URL: "https://www.example.com/" }).siteUrl).toBe("https://www.example.com");
  });

  it("outside production defaults to where the server listens", () => {
    expect(parseEnv({}).siteUrl).toBe("http://localhost:3000");
    expect(parseEnv({ PORT: "4100" }).siteUrl).toBe("http://localhost:4100");
  });

  it("is an origin: an http(s) address without a path, written as URLs write it", () => {
    expect(parseEnv({ SITE_URL: "HTTPS://WWW.Example.com:443" }).siteUrl).toBe("https://www.example.com");
    for (const value of ["www.example.com", "ftp://example.com", "https://example.com/site", "https://a:b@example.com"])
      expect(() => parseEnv({ SITE_URL: value }), value).toThrow("SITE_URL must be an http:// or https:// address");
  });

  it("may have aliases: host names, with a port when not the default", () => {
    const { siteHostAliases } = parseEnv({
      SITE_URL: "https://www.example.com",
      SITE_HOST_ALIASES: " example.com , a.example.com:8443,",
    });
    expect(siteHostAliases).toEqual(["example.com", "a.example.com:8443"]);
    expect(() => parseEnv({ SITE_HOST_ALIASES: "https://example.com" })).toThrow(
      'SITE_HOST_ALIASES must be host names (with a port when not the default), separated by commas: "https://example.com" is not one.',
    );
  });
});

describe("the activity log's retention", () => {
  it("keeps entries 400 days unless ACTIVITY_LOG_RETENTION_DAYS says otherwise", () => {
    expect(parseEnv({}).activityLogRetentionDays).toBe(400);
    expect(parseEnv({ ACTIVITY_LOG_RETENTION_DAYS: "90" }).activityLogRetentionDays).toBe(90);
    expect(() => parseEnv({ ACTIVITY_LOG_RETENTION_DAYS: "0" })).toThrow(
      "ACTIVITY_LOG_RETENTION_DAYS must be between 1 and 36500",
    );
  });
});

describe("the sender and staff's addresses", () => {
  it("are left to the site settings (the company's name and email) unless MAIL_FROM and STAFF_EMAIL are set", () => {
    expect(parseEnv({}).mail).toMatchObject({ from: null, staff: null });
    expect(
      parseEnv({ MAIL_FROM: "Lumora <no-reply@lumora.example>", STAFF_EMAIL: "a@lumora.example, b@lumora.example" })
        .mail,
    ).toMatchObject({ from: "Lumora <no-reply@lumora.example>", staff: ["a@lumora.example", "b@lumora.example"] });
    expect(() => parseEnv({ STAFF_EMAIL: "" })).toThrow(
      "STAFF_EMAIL must be one or more email addresses, separated by commas",
    );
  });
});

describe("DKIM", () => {
  const key = generateKeyPairSync("rsa", { modulusLength: 1024 })
    .privateKey.export({ type: "pkcs8", format: "pem" })
    .toString();

  it("signs when the domain, selector and key are set, the key inline (\\n for line breaks) or in a file", () => {
    expect(parseEnv({}).mail.dkim).toBeNull();
    const inline = {
      DKIM_DOMAIN: "lumora.example",
      DKIM_SELECTOR: "mail2026",
      DKIM_PRIVATE_KEY: key.replace(/\n/g, "\\n"),
    };
    expect(parseEnv(inline).mail.dkim).toEqual({
      domainName: "lumora.example",
      keySelector: "mail2026",
      privateKey: key,
    });
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "dkim-")), "dkim.pem");
    fs.writeFileSync(file, key);
    const fromFile = { DKIM_DOMAIN: "lumora.example", DKIM_SELECTOR: "mail2026", DKIM_PRIVATE_KEY_FILE: file };
    expect(parseEnv(fromFile).mail.dkim?.privateKey).toBe(key);
  });

  it("refuses to start with a part missing, an unreadable file or a key that is not one", () => {
    expect(() => parseEnv({ DKIM_DOMAIN: "lumora.example" })).toThrow(
      "Set DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY (or DKIM_PRIVATE_KEY_FILE) together, or none of them.",
    );
    const base = { DKIM_DOMAIN: "lumora.example", DKIM_SELECTOR: "mail2026" };
    expect(() => parseEnv({ ...base, DKIM_PRIVATE_KEY_FILE: "/nonexistent/dkim.pem" })).toThrow(
      "DKIM_PRIVATE_KEY_FILE cannot be read: /nonexistent/dkim.pem",
    );
    expect(() => parseEnv({ ...base, DKIM_PRIVATE_KEY: "not a key" })).toThrow(
      "The DKIM private key is not a PEM private key",
    );
    expect(() => parseEnv({ ...base, DKIM_DOMAIN: "not a domain", DKIM_PRIVATE_KEY: key })).toThrow(
      "DKIM_DOMAIN must be a domain name",
    );
  });
});

describe("the key stored secrets are sealed with", () => {
  it("is ENCRYPTION_KEY when set (16 characters at least), else SESSION_SECRET", () => {
    const secret = "a-session-secret-0123456789";
    expect(parseEnv({ SESSION_SECRET: secret }).encryptionKey).toBe(secret);
    expect(parseEnv({ SESSION_SECRET: secret, ENCRYPTION_KEY: "an-encryption-key-0123" }).encryptionKey).toBe(
      "an-encryption-key-0123",
    );
    expect(() => parseEnv({ ENCRYPTION_KEY: "short" })).toThrow("ENCRYPTION_KEY must be at least 16 characters.");
  });
});
