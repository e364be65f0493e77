import { createPrivateKey } from "node:crypto";
import fs from "node:fs";
import { z } from "zod";

import { FIRST_RETRY_MS } from "~/lib/email-retry";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "~/lib/password.server";
import { normalizeHost } from "~/lib/site-host";
import { MAX_USERNAME_LENGTH } from "~/lib/username";

import { DEFAULT_POOL_SIZE, DEFAULT_STATEMENT_TIMEOUT_MS } from "../../db/connect";
import { DEFAULT_BUSY_TIMEOUT_MS } from "../../db/database-errors";

/** A whole number of milliseconds (or connections) from the environment, as a number. */
function wholeNumber(name: string, fallback: number, { min = 0, max = 9_999_999 } = {}) {
  return z
    .string()
    .regex(/^\d{1,7}$/, `${name} must be a whole number`)
    .default(String(fallback))
    .transform(Number)
    .refine((value) => value >= min && value <= max, `${name} must be between ${min} and ${max}`);
}

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    // PostgreSQL (postgres://user:password@host:5432/name) for several instances on one database;
    // without it the embedded SQLite file at DATABASE_PATH.
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\/\S+$/, "DATABASE_URL must be a postgres:// (or postgresql://) URL")
      .optional()
      .or(z.literal("").transform(() => undefined)),
    DATABASE_PATH: z.string().min(1).default("data/app.db"),
    // How long a write waits (without blocking other requests) for a database another process locked.
    DATABASE_BUSY_TIMEOUT_MS: wholeNumber("DATABASE_BUSY_TIMEOUT_MS", DEFAULT_BUSY_TIMEOUT_MS),
    // PostgreSQL only: connections each instance keeps at most, and the longest a statement may run.
    DATABASE_POOL_SIZE: wholeNumber("DATABASE_POOL_SIZE", DEFAULT_POOL_SIZE, { min: 1, max: 1000 }),
    DATABASE_STATEMENT_TIMEOUT_MS: wholeNumber("DATABASE_STATEMENT_TIMEOUT_MS", DEFAULT_STATEMENT_TIMEOUT_MS, {
      min: 100,
    }),
    SESSION_SECRET: z.string().optional(),
    // The key stored secrets (authenticator apps') are sealed with; without it, one derived from SESSION_SECRET.
    ENCRYPTION_KEY: z
      .string()
      .min(16, "ENCRYPTION_KEY must be at least 16 characters.")
      .optional()
      .or(z.literal("").transform(() => undefined)),
    // Within the sign-in limits, so the configured admin can always sign in.
    ADMIN_USERNAME: z
      .string()
      .trim()
      .max(MAX_USERNAME_LENGTH, `ADMIN_USERNAME must be at most ${MAX_USERNAME_LENGTH} characters.`)
      .optional(),
    ADMIN_PASSWORD: z
      .string()
      .max(MAX_PASSWORD_LENGTH, `ADMIN_PASSWORD must be at most ${MAX_PASSWORD_LENGTH} characters.`)
      .optional(),
    SEED_DEMO: z.enum(["0", "1"]).default("1"),
    // The listening port: outside production the site's address defaults to it.
    PORT: z.string().optional(),
    // The public address (https://www.example.com): every absolute URL the site writes starts with it,
    // and requests for any other host are refused.
    SITE_URL: z
      .string()
      .optional()
      .or(z.literal("").transform(() => undefined)),
    // Other hosts the site answers to (example.com,www.example.org:8443), separated by commas.
    SITE_HOST_ALIASES: z
      .string()
      .default("")
      .transform((value) =>
        value
          .split(",")
          .map((host) => host.trim())
          .filter(Boolean),
      ),
    // Comma-separated origins (e.g. https://app.example.com) whose browser pages may call /api.
    API_CORS_ORIGINS: z.string().default(""),
    // Email: the SMTP server (smtps://user:pass@mail.example.com:465); without it emails wait in the outbox.
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\/\S+$/, "SMTP_URL must be an smtp:// or smtps:// URL")
      .optional()
      .or(z.literal("").transform(() => undefined)),
    // The sender; without it the company's name and email from the site settings.
    MAIL_FROM: z.string().trim().min(3).optional(),
    // Who gets staff notifications: one address or several, separated by commas; without it the
    // company's email from the site settings.
    STAFF_EMAIL: z
      .string()
      .optional()
      .transform((value) =>
        value === undefined
          ? null
          : value
              .split(",")
              .map((address) => address.trim())
              .filter(Boolean),
      )
      .refine(
        (addresses) =>
          addresses === null ||
          (addresses.length > 0 && addresses.every((address) => /^[^\s@,]+@[^\s@,]+\.[^\s@,]+$/.test(address))),
        "STAFF_EMAIL must be one or more email addresses, separated by commas",
      ),
    // How often each instance's sender looks for emails to send (milliseconds).
    EMAIL_POLL_MS: wholeNumber("EMAIL_POLL_MS", 1000, { min: 50 }),
    // The wait before retrying a failed email, doubling each time (up to 60 times it).
    EMAIL_FIRST_RETRY_MS: wholeNumber("EMAIL_FIRST_RETRY_MS", FIRST_RETRY_MS, { min: 100 }),
    // DKIM: the domain and selector whose DNS record holds the public key, and the private key
    // (PEM, "\n" accepted for line breaks) or the file that holds it.
    DKIM_DOMAIN: z
      .string()
      .trim()
      .regex(
        /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i,
        "DKIM_DOMAIN must be a domain name",
      )
      .optional()
      .or(z.literal("").transform(() => undefined)),
    DKIM_SELECTOR: z
      .string()
      .trim()
      .regex(/^[a-z0-9](?:[a-z0-9._-]{0,62})$/i, "DKIM_SELECTOR must be a DNS label such as mail2026")
      .optional()
      .or(z.literal("").transform(() => undefined)),
    DKIM_PRIVATE_KEY: z
      .string()
      .optional()
      .or(z.literal("").transform(() => undefined)),
    DKIM_PRIVATE_KEY_FILE: z
      .string()
      .optional()
      .or(z.literal("").transform(() => undefined)),
    // Newsletter emails queued for sending at most per minute, across all instances.
    NEWSLETTER_PER_MINUTE: wholeNumber("NEWSLETTER_PER_MINUTE", 300, { min: 1, max: 100_000 }),
    // How many days the activity log keeps an entry before the background work deletes it.
    ACTIVITY_LOG_RETENTION_DAYS: wholeNumber("ACTIVITY_LOG_RETENTION_DAYS", 400, { min: 1, max: 36_500 }),
    // Counting page views and goals (docs/analytics.md): "off" counts nothing.
    ANALYTICS: z.enum(["on", "off"]).default("on"),
    // The header a proxy in front names the visitor's country in (two letters).
    ANALYTICS_COUNTRY_HEADER: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9-]{1,64}$/, "ANALYTICS_COUNTRY_HEADER must be a header name such as CF-IPCountry")
      .default("CF-IPCountry"),
    // How many months the daily totals are kept (page views themselves: 30 days).
    ANALYTICS_RETENTION_MONTHS: wholeNumber("ANALYTICS_RETENTION_MONTHS", 25, { min: 1, max: 1200 }),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === "production" && !env.SESSION_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: ["SESSION_SECRET"],
        message: "SESSION_SECRET must be set in production (a long random string, e.g. `openssl rand -hex 32`).",
      });
    }
    if (env.SESSION_SECRET && env.SESSION_SECRET.length < 16) {
      ctx.addIssue({
        code: "custom",
        path: ["SESSION_SECRET"],
        message: "SESSION_SECRET must be at least 16 characters.",
      });
    }
    if (env.NODE_ENV === "production" && !env.SITE_URL) {
      ctx.addIssue({
        code: "custom",
        path: ["SITE_URL"],
        message:
          "SITE_URL must be set in production (the site's public address, e.g. https://www.example.com): links in emails, feeds and pages are built from it.",
      });
    }
    const origin = env.SITE_URL ? siteOriginOf(env.SITE_URL) : null;
    if (env.SITE_URL && !origin) {
      ctx.addIssue({
        code: "custom",
        path: ["SITE_URL"],
        message: "SITE_URL must be an http:// or https:// address with no path, e.g. https://www.example.com",
      });
    }
    const protocol = origin ? new URL(origin).protocol : "http:";
    for (const alias of env.SITE_HOST_ALIASES.filter((host) => normalizeHost(host, protocol) === null)) {
      ctx.addIssue({
        code: "custom",
        path: ["SITE_HOST_ALIASES"],
        message: `SITE_HOST_ALIASES must be host names (with a port when not the default), separated by commas: "${alias}" is not one.`,
      });
    }
    const dkim = dkimProblem(env);
    if (dkim) ctx.addIssue({ code: "custom", path: ["DKIM_PRIVATE_KEY"], message: dkim });
    if (Boolean(env.ADMIN_USERNAME) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({
        code: "custom",
        path: ["ADMIN_PASSWORD"],
        message: "Set both ADMIN_USERNAME and ADMIN_PASSWORD, or neither.",
      });
    }
    if (env.ADMIN_PASSWORD && env.ADMIN_PASSWORD.length < MIN_PASSWORD_LENGTH) {
      ctx.addIssue({
        code: "custom",
        path: ["ADMIN_PASSWORD"],
        message: `ADMIN_PASSWORD must be at least ${MIN_PASSWORD_LENGTH} characters.`,
      });
    }
  });

type DkimSettings = {
  DKIM_DOMAIN?: string;
  DKIM_SELECTOR?: string;
  DKIM_PRIVATE_KEY?: string;
  DKIM_PRIVATE_KEY_FILE?: string;
};

/** The DKIM private key as PEM: the variable's (with "\\n" read as line breaks) or its file's; null when unset or unreadable. */
function dkimPrivateKey(env: DkimSettings) {
  if (env.DKIM_PRIVATE_KEY) return env.DKIM_PRIVATE_KEY.replace(/\\n/g, "\n");
  if (!env.DKIM_PRIVATE_KEY_FILE) return null;
  try {
    return fs.readFileSync(env.DKIM_PRIVATE_KEY_FILE, "utf8");
  } catch {
    return null;
  }
}

/** What is wrong with the DKIM settings: all three (domain, selector, a usable key) or none. */
function dkimProblem(env: DkimSettings) {
  const keyGiven = Boolean(env.DKIM_PRIVATE_KEY || env.DKIM_PRIVATE_KEY_FILE);
  if (!env.DKIM_DOMAIN && !env.DKIM_SELECTOR && !keyGiven) return null;
  if (!env.DKIM_DOMAIN || !env.DKIM_SELECTOR || !keyGiven) {
    return "Set DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY (or DKIM_PRIVATE_KEY_FILE) together, or none of them.";
  }
  if (env.DKIM_PRIVATE_KEY && env.DKIM_PRIVATE_KEY_FILE) {
    return "Set DKIM_PRIVATE_KEY or DKIM_PRIVATE_KEY_FILE, not both.";
  }
  const pem = dkimPrivateKey(env);
  if (pem === null) return `DKIM_PRIVATE_KEY_FILE cannot be read: ${env.DKIM_PRIVATE_KEY_FILE}`;
  try {
    createPrivateKey(pem);
    return null;
  } catch {
    return "The DKIM private key is not a PEM private key (-----BEGIN PRIVATE KEY----- …), e.g. from `openssl genrsa 2048`.";
  }
}

/** The origin of `value` when it is nothing more than an http(s) origin (a trailing slash allowed), else null. */
function siteOriginOf(value: string) {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  const bare = url.pathname === "/" && !url.search && !url.hash && !url.username && !url.password;
  return (url.protocol === "http:" || url.protocol === "https:") && bare ? url.origin : null;
}

/** The configuration in `source` (the process's environment), or an error that lists every problem. */
export function parseEnv(source: Record<string, string | undefined> = process.env) {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  - ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid environment configuration:\n${problems.join("\n")}`);
  }
  const env = result.data;
  return {
    isProduction: env.NODE_ENV === "production",
    database: {
      url: env.DATABASE_URL ?? null,
      path: env.DATABASE_PATH,
      poolSize: env.DATABASE_POOL_SIZE,
      statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
      busyTimeoutMs: env.DATABASE_BUSY_TIMEOUT_MS,
    },
    // Outside production a fixed secret keeps local sessions valid across restarts.
    sessionSecret: env.SESSION_SECRET ?? "development-only-session-secret",
    // Changing it makes every stored authenticator secret unreadable (their owners set them up again).
    encryptionKey: env.ENCRYPTION_KEY ?? env.SESSION_SECRET ?? "development-only-session-secret",
    admin:
      env.ADMIN_USERNAME && env.ADMIN_PASSWORD ? { username: env.ADMIN_USERNAME, password: env.ADMIN_PASSWORD } : null,
    seedDemo: env.SEED_DEMO === "1",
    // Outside production the site is where it listens, so local links work without configuration.
    siteUrl: env.SITE_URL ? siteOriginOf(env.SITE_URL)! : `http://localhost:${env.PORT || 3000}`,
    siteHostAliases: env.SITE_HOST_ALIASES,
    mail: {
      smtpUrl: env.SMTP_URL ?? null,
      from: env.MAIL_FROM ?? null,
      staff: env.STAFF_EMAIL,
      pollMs: env.EMAIL_POLL_MS,
      firstRetryMs: env.EMAIL_FIRST_RETRY_MS,
      // Checked above: all three or none.
      dkim:
        env.DKIM_DOMAIN && env.DKIM_SELECTOR
          ? { domainName: env.DKIM_DOMAIN, keySelector: env.DKIM_SELECTOR, privateKey: dkimPrivateKey(env)! }
          : null,
      newsletterPerMinute: env.NEWSLETTER_PER_MINUTE,
    },
    activityLogRetentionDays: env.ACTIVITY_LOG_RETENTION_DAYS,
    analytics: {
      enabled: env.ANALYTICS === "on",
      countryHeader: env.ANALYTICS_COUNTRY_HEADER.toLowerCase(),
      retentionMonths: env.ANALYTICS_RETENTION_MONTHS,
    },
    apiCorsOrigins: env.API_CORS_ORIGINS.split(",")
      .map((origin) => origin.trim().replace(/\/$/, ""))
      .filter(Boolean),
  };
}

/** The server's configuration, read and checked once at start-up. */
export const env = parseEnv();
