import { Migrator, sql, type Kysely } from "kysely";
import pg from "pg";
import { describe, expect, it } from "vitest";

import type { Database } from "./database";
import { migrateToLatest } from "./migrate";
import { migrations } from "./migrations";
import { CONTENT_VERSION_CHANNEL } from "../app/lib/notify-channels";
import { freshDatabase, testEngine } from "../tests/databases";

// The content version's triggers (migrations 0008, 0010, 0021 and 0023), on the run's engine.

const version = async (db: Kysely<Database>) =>
  Number((await db.selectFrom("content_version").select("version").executeTakeFirstOrThrow()).version);

const addJob = (db: Kysely<Database>) => {
  const now = new Date().toISOString();
  return db
    .insertInto("jobs")
    .values({
      title: "Analyst",
      company: "Lumora",
      location: "Pune",
      type: "Contract",
      created_at: now,
      updated_at: now,
    })
    .execute();
};

describe("the content version", () => {
  it("moves on with a write to content, as the writing transaction commits", async () => {
    const { db, openAnother, close } = await freshDatabase();
    try {
      await migrateToLatest(db);
      const other = openAnother();
      const before = await version(other);
      await db.transaction().execute(async (trx) => {
        await addJob(trx);
        expect(await version(other)).toBe(before);
      });
      expect(await version(other)).toBeGreaterThan(before);
    } finally {
      await close();
    }
  });

  it.runIf(testEngine === "postgres")(
    "lets transactions write content side by side, and moves on once for each (PostgreSQL)",
    async () => {
      const { db, openAnother, close } = await freshDatabase();
      try {
        await migrateToLatest(db);
        const other = openAnother();
        const before = await version(other);
        let wrote!: () => void;
        const written = new Promise<void>((resolve) => (wrote = resolve));
        let commit!: () => void;
        const committing = new Promise<void>((resolve) => (commit = resolve));
        const first = db.transaction().execute(async (trx) => {
          await addJob(trx);
          await addJob(trx);
          wrote();
          await committing;
        });
        await written;
        try {
          // Until migration 0023 this write waited for the first transaction to commit: a wait for a
          // lock, which lock_timeout turns into an error (however slow the machine, a write that
          // waits for no lock never meets it).
          const second = other.transaction().execute(async (trx) => {
            await sql`set local lock_timeout = '2s'`.execute(trx);
            await addJob(trx);
          });
          await expect(second).resolves.toBeUndefined();
        } finally {
          commit();
        }
        await first;
        expect(await version(other)).toBe(before + 2);
      } finally {
        await close();
      }
    },
    15_000,
  );

  it.runIf(testEngine === "postgres")(
    "announces each new number on the channel the app listens to (PostgreSQL)",
    async () => {
      const { db, config, close } = await freshDatabase();
      const listener = new pg.Client({ connectionString: config.url! });
      try {
        await migrateToLatest(db);
        await listener.connect();
        await listener.query(`LISTEN ${pg.escapeIdentifier(CONTENT_VERSION_CHANNEL)}`);
        const announced = new Promise<string | undefined>((resolve) =>
          listener.on("notification", (message) => resolve(message.payload)),
        );
        await addJob(db);
        expect(Number(await announced)).toBe(await version(db));
      } finally {
        await listener.end();
        await close();
      }
    },
  );

  it("0023 undoes cleanly: back at 0022 and forward again, each write moves the version on", async () => {
    const { db, close } = await freshDatabase();
    try {
      const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      expect((await migrator.migrateTo("0022_rate_limits")).error).toBeUndefined();
      const before = await version(db);
      await addJob(db);
      expect(await version(db)).toBe(before + 1);
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      await addJob(db);
      expect(await version(db)).toBe(before + 2);
    } finally {
      await close();
    }
  });
});
