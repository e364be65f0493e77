import { z } from "zod";

import { company } from "~/content/site";
import { FIRST_RETRY_MS } from "~/lib/email-retry";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "~/lib/password.server";
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
    // The public address (https://www.example.com) for canonical URLs, feeds and the sitemap.
    SITE_URL: z.string().url().optional(),
    // Comma-separated origins (e.g. https://app.example.com) whose browser pages may call /api.
    API_CORS_ORIGINS: z.string().default(""),
    // Email: the SMTP server (smtps://user:pass@mail.example.com:465); without it emails wait in the outbox.
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\/\S+$/, "SMTP_URL must be an smtp:// or smtps:// URL")
      .optional()
      .or(z.literal("").transform(() => undefined)),
    MAIL_FROM: z.string().trim().min(3).default(`${company.name} <${company.email}>`),
    // Who gets staff notifications: one address or several, separated by commas.
    STAFF_EMAIL: z
      .string()
      .default(company.email)
      .transform((value) =>
        value
          .split(",")
          .map((address) => address.trim())
          .filter(Boolean),
      )
      .refine(
        (addresses) =>
          addresses.length > 0 && addresses.every((address) => /^[^\s@,]+@[^\s@,]+\.[^\s@,]+$/.test(address)),
        "STAFF_EMAIL must be one or more email addresses, separated by commas",
      ),
    // How often each instance's sender looks for emails to send (milliseconds).
    EMAIL_POLL_MS: wholeNumber("EMAIL_POLL_MS", 1000, { min: 50 }),
    // The wait before retrying a failed email, doubling each time (up to 60 times it).
    EMAIL_FIRST_RETRY_MS: wholeNumber("EMAIL_FIRST_RETRY_MS", FIRST_RETRY_MS, { min: 100 }),
    // How many days the activity log keeps an entry before the background work deletes it.
    ACTIVITY_LOG_RETENTION_DAYS: wholeNumber("ACTIVITY_LOG_RETENTION_DAYS", 400, { min: 1, max: 36_500 }),
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
    admin:
      env.ADMIN_USERNAME && env.ADMIN_PASSWORD ? { username: env.ADMIN_USERNAME, password: env.ADMIN_PASSWORD } : null,
    seedDemo: env.SEED_DEMO === "1",
    siteUrl: env.SITE_URL?.replace(/\/$/, "") ?? null,
    mail: {
      smtpUrl: env.SMTP_URL ?? null,
      from: env.MAIL_FROM,
      staff: env.STAFF_EMAIL,
      pollMs: env.EMAIL_POLL_MS,
      firstRetryMs: env.EMAIL_FIRST_RETRY_MS,
    },
    activityLogRetentionDays: env.ACTIVITY_LOG_RETENTION_DAYS,
    apiCorsOrigins: env.API_CORS_ORIGINS.split(",")
      .map((origin) => origin.trim().replace(/\/$/, ""))
      .filter(Boolean),
  };
}

/** The server's configuration, read and checked once at start-up. */
export const env = parseEnv();
