// The activity log's retention: entries older than the configured number of days are deleted,
// the rest stay.
import { beforeAll, beforeEach, describe, expect, it } from "vitest";

import { db } from "~/db.server";

import { listActivity, pruneActivityLog } from "./activity.server";
import { ensureDocuments } from "./content-document-record.server";
import { publish } from "./content-document-write.server";
import { emptyTables, insertActivityEntryAged, insertStaff, startTestDatabase } from "./testing.server";

beforeAll(startTestDatabase);

const NOW = new Date("2026-06-01T12:00:00.000Z");
const DAY_MS = 24 * 60 * 60 * 1000;

const logEntryAged = (days: number, summary: string) => insertActivityEntryAged(days, summary, NOW);

const summaries = async () =>
  (await db.selectFrom("activity_log").select("summary").orderBy("id").execute()).map((row) => row.summary);

beforeEach(() => emptyTables("activity_log"));

describe("pruneActivityLog", () => {
  it("deletes the entries older than the retention and keeps the newer ones", async () => {
    await logEntryAged(401, "older than 400 days");
    await logEntryAged(400.01, "just past the retention");
    await logEntryAged(399.99, "just inside the retention");
    await logEntryAged(1, "yesterday");

    expect(await pruneActivityLog(400, NOW)).toBe(2);
    expect(await summaries()).toEqual(["just inside the retention", "yesterday"]);
  });

  it("deletes a long backlog in batches, all of it", async () => {
    const old = new Date(NOW.getTime() - 500 * DAY_MS).toISOString();
    const rows = Array.from({ length: 2500 }, (_, index) => ({
      created_at: old,
      actor_id: null,
      actor_name: "Command line",
      kind: "post",
      action: "updated",
      summary: `old entry ${index}`,
    }));
    for (let start = 0; start < rows.length; start += 500)
      await db
        .insertInto("activity_log")
        .values(rows.slice(start, start + 500))
        .execute();
    await logEntryAged(10, "recent");

    expect(await pruneActivityLog(400, NOW)).toBe(2500);
    expect(await summaries()).toEqual(["recent"]);
  });
});

describe("listActivity", () => {
  it("lists a page's changes under their kind, named by key, linked to no record", async () => {
    await emptyTables("content_revisions", "content_documents", "users");
    const asha = await insertStaff("asha");
    await ensureDocuments(db, { about: { title: "About" } });
    await publish({ key: "about", content: { title: "About us" }, expectedVersion: 1, actor: asha });

    const { entries } = await listActivity({ kind: "page" });
    expect(entries).toMatchObject([
      {
        kind: "page",
        action: "published",
        summary: "Published the page “about”",
        subjectId: null,
        subjectExists: false,
      },
    ]);
  });
});
