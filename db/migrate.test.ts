import { sql } from "kysely";
import { describe, expect, it } from "vitest";

import { createKysely, openSqlite } from "./database";
import { migrateToLatest } from "./migrate";
import { migrations } from "./migrations";

describe("migrations", () => {
  it("apply to an empty database, and a second run has nothing to do", async () => {
    const db = createKysely(openSqlite(":memory:"));
    const first = await migrateToLatest(db);
    expect(first.map((result) => result.status)).toEqual(Object.keys(migrations).map(() => "Success"));

    const tables = await sql<{ name: string }>`select name from sqlite_master where type = 'table' order by name`.execute(db);
    expect(tables.rows.map((row) => row.name)).toEqual(
      expect.arrayContaining(["app_meta", "blogs", "jobs", "login_attempts", "sessions", "users"]),
    );
    expect(await migrateToLatest(db)).toEqual([]);
    await db.destroy();
  });

  it("enforce the schema's rules", async () => {
    const db = createKysely(openSqlite(":memory:"));
    await migrateToLatest(db);
    const now = new Date().toISOString();
    const user = { username: "a", password_hash: "x", is_admin: 0, created_at: now, updated_at: now };
    await db.insertInto("users").values(user).execute();
    await expect(db.insertInto("users").values(user).execute()).rejects.toThrow(/UNIQUE/);
    await expect(
      db
        .insertInto("jobs")
        .values({ title: "t", company: "c", location: "l", type: "Freelance" as never, created_at: now, updated_at: now })
        .execute(),
    ).rejects.toThrow(/CHECK/);
    await expect(
      db.insertInto("sessions").values({ id: "s", user_id: 999, expires_at: now, created_at: now }).execute(),
    ).rejects.toThrow(/FOREIGN KEY/);
    await db.destroy();
  });
});
