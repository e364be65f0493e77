import { afterAll, describe, expect, it, vi } from "vitest";

import { db, startDatabase } from "./db.server";
import { DatabaseUnavailableError } from "../db/database-errors";
import { migrateToLatest } from "../db/migrate";

afterAll(() => vi.useRealTimers());

describe("the app's database", () => {
  it("does no work on import: queries are refused until the start-up work is begun", async () => {
    await expect(db.selectFrom("users").select("id").execute()).rejects.toThrow(
      "The database was not started: call startDatabase() before the first query.",
    );
  });

  it("answers 'unavailable' while the start-up work fails, and the first query a second later runs it again", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: Date.parse("2026-11-27T10:00:00Z") });
    vi.spyOn(console, "error").mockImplementation(() => {});
    let down = true;
    const work = vi.fn(async (database: Parameters<typeof migrateToLatest>[0]) => {
      if (down) throw new Error("connection refused");
      await migrateToLatest(database);
    });

    await expect(startDatabase(work)).rejects.toThrow(DatabaseUnavailableError);
    await expect(db.selectFrom("users").select("id").execute()).rejects.toThrow(DatabaseUnavailableError);
    expect(work).toHaveBeenCalledTimes(1);

    down = false;
    vi.setSystemTime(Date.parse("2026-11-27T10:00:01Z"));
    expect(await db.selectFrom("users").select("id").execute()).toEqual([]);
    expect(await db.selectFrom("users").select("id").execute()).toEqual([]);
    expect(work).toHaveBeenCalledTimes(2);
  });
});
