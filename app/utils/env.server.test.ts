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

describe("the activity log's retention", () => {
  it("keeps entries 400 days unless ACTIVITY_LOG_RETENTION_DAYS says otherwise", () => {
    expect(parseEnv({}).activityLogRetentionDays).toBe(400);
    expect(parseEnv({ ACTIVITY_LOG_RETENTION_DAYS: "90" }).activityLogRetentionDays).toBe(90);
    expect(() => parseEnv({ ACTIVITY_LOG_RETENTION_DAYS: "0" })).toThrow(
      "ACTIVITY_LOG_RETENTION_DAYS must be between 1 and 36500",
    );
  });
});
