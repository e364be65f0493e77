// Changing content documents: each write names the version it was made from and is refused when
// another save came first (two at once included, on either engine); each is logged in its own
// transaction.
import { sql, type Kysely } from "kysely";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";

import { db } from "~/db.server";

import { ensureDocuments } from "./content-document-record.server";
import {
  cancelSchedule,
  createDocument,
  deleteDocument,
  discardDraft,
  DocumentKeyTakenError,
  publish,
  restoreRevision,
  saveDraft,
  StaleVersionError,
} from "./content-document-write.server";
import { getDocument, publishedContent } from "./content-document.server";
import { listRevisions } from "./content-revision.server";
import { emptyTables, insertStaff, startTestDatabase } from "./testing.server";
import { openDatabase } from "../../db/connect";
import type { Database } from "../../db/database";
import { testEngine } from "../../tests/databases";

beforeAll(startTestDatabase);

const at = (minutes: number) => new Date(Date.UTC(2026, 0, 5, 9, 0) + minutes * 60_000);
const copy = (line: string) => ({ hero: { title: line } });

const log = async () =>
  (await db.selectFrom("activity_log").select(["kind", "action", "summary", "actor_name"]).orderBy("id").execute()).map(
    (entry) => `${entry.kind} ${entry.action} by ${entry.actor_name}: ${entry.summary}`,
  );

let asha: { id: number; username: string };
let ravi: { id: number; username: string };

beforeEach(async () => {
  await emptyTables("content_revisions", "content_documents", "activity_log", "users");
  asha = await insertStaff("asha", "Asha Rao");
  ravi = await insertStaff("ravi");
  await ensureDocuments(db, { home: copy("Home") }, at(0));
});

/** Schedules home's change "Later" for at(60). */
const scheduleLater = (expectedVersion: number, now: Date) =>
  publish({ key: "home", content: copy("Later"), expectedVersion, at: at(60), now });

async function staleVersionOf(write: Promise<unknown>) {
  const error = await write.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(StaleVersionError);
  return (error as StaleVersionError).currentVersion;
}

describe("saveDraft", () => {
  it("keeps the draft, leaves what visitors see, and moves the version on", async () => {
    const saved = await saveDraft({ key: "home", content: copy("Draft"), expectedVersion: 1, actor: asha, now: at(1) });
    expect(saved).toMatchObject({ draft: copy("Draft"), live: copy("Home"), version: 2, state: "draft" });
    expect(await publishedContent("home", at(2))).toEqual(copy("Home"));
    expect(await log()).toEqual(["page draft-saved by asha: Saved a draft of the page “home”"]);
    expect(await saveDraft({ key: "page-unknown", content: copy("x"), expectedVersion: 1, now: at(1) })).toBeNull();
  });

  it("logs an autosave as a revision only", async () => {
    await saveDraft({ key: "home", content: copy("Typing"), expectedVersion: 1, actor: asha, origin: "autosave" });
    expect(await log()).toEqual([]);
    expect((await listRevisions("home"))[0]).toMatchObject({ origin: "autosave", userName: "Asha Rao" });
  });
});

describe("the version check", () => {
  it("refuses a write made from an older version, with the current one, and changes nothing", async () => {
    await saveDraft({ key: "home", content: copy("Asha's"), expectedVersion: 1, actor: asha, now: at(1) });
    const revisions = await listRevisions("home");
    const entries = await log();

    for (const write of [
      () => saveDraft({ key: "home", content: copy("Ravi's"), expectedVersion: 1, actor: ravi, now: at(2) }),
      () => publish({ key: "home", content: copy("Ravi's"), expectedVersion: 1, actor: ravi, now: at(2) }),
      () => cancelSchedule({ key: "home", expectedVersion: 1, actor: ravi, now: at(2) }),
      () => discardDraft({ key: "home", expectedVersion: 1, actor: ravi, now: at(2) }),
      () => restoreRevision({ key: "home", id: revisions.at(-1)!.id, expectedVersion: 1, actor: ravi, now: at(2) }),
      () => deleteDocument({ key: "home", expectedVersion: 1, actor: ravi }),
    ]) {
      expect(await staleVersionOf(write())).toBe(2);
    }
    expect(await getDocument("home", at(3))).toMatchObject({ draft: copy("Asha's"), live: copy("Home"), version: 2 });
    expect(await listRevisions("home")).toEqual(revisions);
    expect(await log()).toEqual(entries);
  });

  it("lets one of two saves made at once from the same version win, and refuses the other", async () => {
    const results = await Promise.allSettled([
      saveDraft({ key: "home", content: copy("Asha's"), expectedVersion: 1, actor: asha }),
      saveDraft({ key: "home", content: copy("Ravi's"), expectedVersion: 1, actor: ravi }),
      publish({ key: "home", content: copy("Published"), expectedVersion: 1, actor: ravi }),
    ]);
    const won = results.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
    const refused = results.flatMap((result) => (result.status === "rejected" ? [result.reason as unknown] : []));
    expect(won).toHaveLength(1);
    expect(refused).toHaveLength(2);
    for (const error of refused) expect(error).toMatchObject({ name: "StaleVersionError", currentVersion: 2 });
    expect(await getDocument("home")).toMatchObject({ version: 2, latest: won[0]!.latest });
  });

  it.runIf(testEngine === "postgres")(
    "refuses a save that waited for another instance's save of the same version to commit (PostgreSQL)",
    async () => {
      const ours = await whileAnotherInstanceWrites(
        (trx) =>
          trx
            .updateTable("content_documents")
            .set({ draft: JSON.stringify(copy("Theirs")), version: 2 })
            .where("key", "=", "home")
            .where("version", "=", 1)
            .execute(),
        () => saveDraft({ key: "home", content: copy("Ours"), expectedVersion: 1, actor: asha }),
      );
      expect(ours).toMatchObject({ name: "StaleVersionError", currentVersion: 2 });
      expect(await getDocument("home")).toMatchObject({ draft: copy("Theirs"), version: 2 });
    },
    30_000,
  );

  it.runIf(testEngine === "postgres")(
    "answers null for a save that waited for another instance's delete of the document (PostgreSQL)",
    async () => {
      const ours = await whileAnotherInstanceWrites(
        (trx) => trx.deleteFrom("content_documents").where("key", "=", "home").execute(),
        () => saveDraft({ key: "home", content: copy("Ours"), expectedVersion: 1, actor: asha }),
      );
      expect(ours).toBeNull();
      expect(await log()).toEqual([]);
    },
    30_000,
  );
});

/**
 * Another instance (a connection of its own) writes with `theirs` and holds its transaction open
 * while `ours` starts and waits for its lock; then it commits. What `ours` answered or threw.
 */
async function whileAnotherInstanceWrites(
  theirs: (trx: Kysely<Database>) => Promise<unknown>,
  ours: () => Promise<unknown>,
) {
  const other = openDatabase({ url: process.env.DATABASE_URL!, path: "" }).db;
  try {
    let commit!: () => void;
    const committing = new Promise<void>((resolve) => (commit = resolve));
    let holding!: () => void;
    const held = new Promise<void>((resolve) => (holding = resolve));
    const theirTransaction = other.transaction().execute(async (trx) => {
      await theirs(trx);
      holding();
      await committing;
    });
    await held;
    const outcome = ours().catch((error: unknown) => error);
    // Ours reads the row as it was and waits at its guarded write for their lock.
    while (!(await waitingForALock(other))) await new Promise((resolve) => setTimeout(resolve, 20));
    commit();
    await theirTransaction;
    return await outcome;
  } finally {
    await other.destroy();
  }
}

async function waitingForALock(on: typeof db) {
  const { rows } = await sql<{ waiting: number }>`
    select count(*)::int as waiting from pg_stat_activity
    where datname = current_database() and wait_event_type = 'Lock'`.execute(on);
  return rows[0]!.waiting > 0;
}

describe("publish", () => {
  it("makes the content live now, dropping the draft and any schedule", async () => {
    const draft = await saveDraft({ key: "home", content: copy("Draft"), expectedVersion: 1, now: at(1) });
    const scheduled = await scheduleLater(draft!.version, at(2));
    const published = await publish({
      key: "home",
      content: copy("Now"),
      expectedVersion: scheduled!.version,
      at: at(1),
      actor: asha,
      now: at(3),
    });
    expect(published).toMatchObject({
      live: copy("Now"),
      liveAt: at(3).toISOString(),
      scheduled: null,
      draft: null,
      state: "published",
    });
    expect(await publishedContent("home", at(61))).toEqual(copy("Now"));
    expect(await log()).toEqual(["page published by asha: Published the page “home”"]);
  });

  it("schedules a later time: visitors keep what they see until then, and a schedule whose time came stays live", async () => {
    const first = await publish({
      key: "home",
      content: copy("Monday"),
      expectedVersion: 1,
      at: at(60),
      actor: asha,
      now: at(1),
    });
    expect(first).toMatchObject({ live: copy("Home"), scheduled: copy("Monday"), scheduledAt: at(60).toISOString() });
    // Monday's change went live at its time; Tuesday's schedule does not undo it.
    const second = await publish({
      key: "home",
      content: copy("Tuesday"),
      expectedVersion: first!.version,
      at: at(120),
      now: at(90),
    });
    expect(second).toMatchObject({ live: copy("Monday"), liveAt: at(60).toISOString(), scheduled: copy("Tuesday") });
    expect(await publishedContent("home", at(100))).toEqual(copy("Monday"));
    expect(await publishedContent("home", at(120))).toEqual(copy("Tuesday"));
    expect((await log())[0]).toMatch(/^page scheduled by asha: Scheduled the page “home” to go live .+/);
  });
});

describe("cancelSchedule", () => {
  it("keeps what visitors see and turns the scheduled change into the draft", async () => {
    const scheduled = await scheduleLater(1, at(1));
    const cancelled = await cancelSchedule({
      key: "home",
      expectedVersion: scheduled!.version,
      actor: asha,
      now: at(2),
    });
    expect(cancelled).toMatchObject({ live: copy("Home"), scheduled: null, draft: copy("Later"), state: "draft" });
    expect(await publishedContent("home", at(61))).toEqual(copy("Home"));
    expect(await log()).toEqual(["page unscheduled by asha: Cancelled the scheduled change of the page “home”"]);
  });

  it("keeps a pending draft, and leaves a change whose time came live", async () => {
    const scheduled = await scheduleLater(1, at(1));
    const draft = await saveDraft({
      key: "home",
      content: copy("Draft"),
      expectedVersion: scheduled!.version,
      now: at(2),
    });
    const kept = await cancelSchedule({ key: "home", expectedVersion: draft!.version, now: at(3) });
    expect(kept).toMatchObject({ live: copy("Home"), scheduled: null, draft: copy("Draft") });

    const again = await publish({
      key: "home",
      content: copy("Soon"),
      expectedVersion: kept!.version,
      at: at(10),
      now: at(4),
    });
    const late = await cancelSchedule({ key: "home", expectedVersion: again!.version, actor: asha, now: at(11) });
    expect(late).toMatchObject({ live: copy("Soon"), liveAt: at(10).toISOString(), scheduled: null, draft: null });
    expect(await log()).toEqual([]);
  });
});

describe("discardDraft", () => {
  it("drops the draft and keeps its revision", async () => {
    const draft = await saveDraft({ key: "home", content: copy("Draft"), expectedVersion: 1, now: at(1) });
    const discarded = await discardDraft({ key: "home", expectedVersion: draft!.version, actor: asha, now: at(2) });
    expect(discarded).toMatchObject({ draft: null, latest: copy("Home"), state: "published" });
    expect((await listRevisions("home")).map((revision) => revision.origin)).toEqual(["save", "publish"]);
    expect(await log()).toEqual(["page draft-discarded by asha: Discarded the draft of the page “home”"]);
  });
});

describe("restoreRevision", () => {
  it("writes the revision's content back as the draft, kept as a revision of its own", async () => {
    const [original] = await listRevisions("home");
    const published = await publish({ key: "home", content: copy("Newer"), expectedVersion: 1, now: at(1) });
    const restored = await restoreRevision({
      key: "home",
      id: original!.id,
      expectedVersion: published!.version,
      actor: asha,
      now: at(2),
    });
    expect(restored).toMatchObject({ live: copy("Newer"), draft: copy("Home"), state: "draft" });
    expect((await listRevisions("home")).map((revision) => revision.origin)).toEqual(["restore", "publish", "publish"]);
    expect(await log()).toEqual([
      expect.stringMatching(/^page restored by asha: Restored the page “home” to its revision of .+/),
    ]);
  });

  it("answers null for a revision of another document", async () => {
    await ensureDocuments(db, { about: copy("About") }, at(0));
    const [aboutRevision] = await listRevisions("about");
    expect(await restoreRevision({ key: "home", id: aboutRevision!.id, expectedVersion: 1 })).toBeNull();
    expect(await getDocument("home")).toMatchObject({ version: 1, draft: null });
  });
});

describe("createDocument and deleteDocument", () => {
  it("creates a page as a draft never published, and refuses a key that is taken", async () => {
    const created = await createDocument({ key: "page-events", content: copy("Events"), actor: asha, now: at(1) });
    expect(created).toMatchObject({ draft: copy("Events"), live: null, version: 1, state: "never-published" });
    await expect(createDocument({ key: "page-events", content: copy("Again"), actor: ravi })).rejects.toEqual(
      new DocumentKeyTakenError("page-events"),
    );
    await expect(createDocument({ key: "home", content: copy("Again") })).rejects.toBeInstanceOf(DocumentKeyTakenError);
    expect(await log()).toEqual(["page created by asha: Created the page “page-events”"]);
  });

  it("deletes a document with its revisions, once", async () => {
    expect(await deleteDocument({ key: "home", expectedVersion: 1, actor: asha })).toBe(true);
    expect(await getDocument("home")).toBeNull();
    expect(await listRevisions("home")).toEqual([]);
    expect(await deleteDocument({ key: "home", expectedVersion: 1, actor: asha })).toBe(false);
    expect(await log()).toEqual(["page deleted by asha: Deleted the page “home”"]);
  });
});

describe("the activity log", () => {
  it("is written in the write's transaction: a log entry that fails undoes the write", async () => {
    // An actor with no name: the log refuses the entry (actor_name is required).
    const nameless = { id: asha.id, username: null as unknown as string };
    await expect(
      publish({ key: "home", content: copy("Lost"), expectedVersion: 1, actor: nameless }),
    ).rejects.toThrow();
    expect(await getDocument("home")).toMatchObject({ live: copy("Home"), version: 1 });
    expect((await listRevisions("home")).map((revision) => revision.origin)).toEqual(["publish"]);
    expect(await log()).toEqual([]);
  });

  it("names the site settings as such", async () => {
    await ensureDocuments(db, { settings: { company: "Lumora" } }, at(0));
    await publish({ key: "settings", content: { company: "Lumora Ventures" }, expectedVersion: 1, actor: asha });
    expect(await log()).toEqual(["page published by asha: Published the site settings"]);
  });
});
