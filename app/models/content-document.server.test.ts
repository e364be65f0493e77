// Reading content documents: what visitors see (a scheduled change live at its time, with no
// write), the published versions to fall back on, the back-office's view and list, the seed's
// documents, and which writes move the page cache's content version on.
import { beforeAll, beforeEach, describe, expect, it } from "vitest";

import { db } from "~/db.server";

import { ensureDocuments } from "./content-document-record.server";
import { createDocument, discardDraft, publish, restoreRevision, saveDraft } from "./content-document-write.server";
import {
  getDocument,
  listDocuments,
  publishedContent,
  publishedDocuments,
  publishedVersions,
} from "./content-document.server";
import { listRevisions } from "./content-revision.server";
import { emptyTables, insertStaff, startTestDatabase } from "./testing.server";

beforeAll(startTestDatabase);

const at = (minutes: number) => new Date(Date.UTC(2026, 0, 5, 9, 0) + minutes * 60_000);
const hero = (line: string) => ({ hero: { title: line }, features: [{ title: "Growth" }] });

const contentVersion = async () =>
  Number((await db.selectFrom("content_version").select("version").executeTakeFirstOrThrow()).version);

let asha: { id: number; username: string };

beforeEach(async () => {
  await emptyTables("content_revisions", "content_documents", "activity_log", "users");
  asha = await insertStaff("asha", "Asha Rao");
});

describe("publishedContent", () => {
  it("is the live content, then a scheduled change from its time on, and null before any publish", async () => {
    const created = await createDocument({ key: "page-events", content: hero("Draft"), actor: asha, now: at(0) });
    expect(await publishedContent("page-events", at(0))).toBeNull();
    expect(await publishedContent("page-unknown", at(0))).toBeNull();

    const live = await publish({
      key: "page-events",
      content: hero("Live"),
      expectedVersion: created.version,
      now: at(1),
    });
    expect(await publishedContent("page-events", at(1))).toEqual(hero("Live"));

    await publish({
      key: "page-events",
      content: hero("Later"),
      expectedVersion: live!.version,
      at: at(60),
      now: at(2),
    });
    expect(await publishedContent("page-events", at(59))).toEqual(hero("Live"));
    expect(await publishedContent("page-events", at(60))).toEqual(hero("Later"));
  });
});

describe("publishedVersions", () => {
  it("lists what visitors see, what it replaced, then earlier publishes, newest first and each once", async () => {
    await ensureDocuments(db, { about: hero("One") }, at(0));
    let version = 1;
    for (const [line, minute] of [
      ["Two", 1],
      ["Three", 2],
      ["Two", 3],
    ] as const) {
      version = (await publish({ key: "about", content: hero(line), expectedVersion: version, now: at(minute) }))!
        .version;
    }
    await publish({ key: "about", content: hero("Four"), expectedVersion: version, at: at(60), now: at(4) });

    const lines = async (limit: number, now: Date) =>
      (await publishedVersions("about", limit, now)).map((content) => (content as ReturnType<typeof hero>).hero.title);
    // Not yet: the scheduled change is nobody's to fall back on.
    expect(await lines(10, at(5))).toEqual(["Two", "Three", "One"]);
    expect(await lines(10, at(60))).toEqual(["Four", "Two", "Three", "One"]);
    expect(await lines(2, at(60))).toEqual(["Four", "Two"]);
    expect(await publishedVersions("page-unknown", 10, at(60))).toEqual([]);
  });
});

describe("getDocument and listDocuments", () => {
  it("show each document's contents, state, version and last editor, the list by key", async () => {
    await ensureDocuments(db, { home: hero("Home"), about: hero("About"), terms: hero("Terms") }, at(0));
    await saveDraft({ key: "about", content: hero("About, edited"), expectedVersion: 1, actor: asha, now: at(1) });
    await publish({
      key: "terms",
      content: hero("New terms"),
      expectedVersion: 1,
      at: at(60),
      actor: asha,
      now: at(2),
    });
    await createDocument({ key: "page-careers-day", content: hero("Careers day"), now: at(3) });

    expect(await getDocument("about", at(5))).toEqual({
      key: "about",
      live: hero("About"),
      liveAt: at(0).toISOString(),
      scheduled: null,
      scheduledAt: null,
      draft: hero("About, edited"),
      latest: hero("About, edited"),
      state: "draft",
      version: 2,
      createdAt: at(0).toISOString(),
      updatedAt: at(1).toISOString(),
      updatedBy: asha.id,
      updatedByName: "Asha Rao",
    });
    expect(await getDocument("terms", at(5))).toMatchObject({
      live: hero("Terms"),
      scheduled: hero("New terms"),
      scheduledAt: at(60).toISOString(),
      latest: hero("New terms"),
      state: "scheduled",
    });
    // Its time come, the change is simply live.
    expect(await getDocument("terms", at(60))).toMatchObject({
      live: hero("New terms"),
      liveAt: at(60).toISOString(),
      scheduled: null,
      state: "published",
    });
    expect(await getDocument("page-unknown")).toBeNull();

    const list = await listDocuments(at(5));
    expect(list.map(({ key, state, updatedByName }) => ({ key, state, updatedByName }))).toEqual([
      { key: "about", state: "draft", updatedByName: "Asha Rao" },
      { key: "home", state: "published", updatedByName: null },
      { key: "page-careers-day", state: "never-published", updatedByName: null },
      { key: "terms", state: "scheduled", updatedByName: "Asha Rao" },
    ]);
    expect(list[3]).toEqual({
      key: "terms",
      state: "scheduled",
      liveAt: at(0).toISOString(),
      scheduledAt: at(60).toISOString(),
      updatedAt: at(2).toISOString(),
      updatedByName: "Asha Rao",
    });
  });

  it("forget the last editor whose account is gone", async () => {
    await ensureDocuments(db, { home: hero("Home") }, at(0));
    await saveDraft({ key: "home", content: hero("Edited"), expectedVersion: 1, actor: asha, now: at(1) });
    await db.deleteFrom("users").where("id", "=", asha.id).execute();
    expect(await getDocument("home", at(2))).toMatchObject({ updatedBy: null, updatedByName: null });
  });
});

describe("publishedDocuments", () => {
  it("lists the documents visitors see at the moment, by key, with when each went live", async () => {
    await ensureDocuments(db, { home: hero("Home") }, at(0));
    const page = await createDocument({ key: "page-events", content: hero("Draft"), now: at(1) });
    await publish({
      key: "page-events",
      content: hero("Events"),
      expectedVersion: page.version,
      at: at(60),
      now: at(2),
    });
    await createDocument({ key: "page-hidden", content: hero("Hidden"), now: at(3) });

    expect(await publishedDocuments(at(5))).toEqual([
      { key: "home", content: hero("Home"), publishedAt: at(0).toISOString() },
    ]);
    expect((await publishedDocuments(at(60))).map((document) => document.key)).toEqual(["home", "page-events"]);
  });
});

describe("ensureDocuments", () => {
  it("inserts the missing documents published, with one revision each, and leaves stored ones alone", async () => {
    expect(await ensureDocuments(db, { home: hero("Home"), about: hero("About") }, at(0))).toEqual(["home", "about"]);
    await publish({ key: "home", content: hero("Edited by staff"), expectedVersion: 1, now: at(1) });

    expect(
      await ensureDocuments(db, { home: hero("Home"), about: hero("About"), terms: hero("Terms") }, at(2)),
    ).toEqual(["terms"]);
    expect(await publishedContent("home", at(3))).toEqual(hero("Edited by staff"));
    expect(await getDocument("terms", at(3))).toMatchObject({ live: hero("Terms"), state: "published", version: 1 });
    expect((await listRevisions("about")).map((revision) => revision.origin)).toEqual(["publish"]);
    expect(await ensureDocuments(db, { home: hero("Home"), about: hero("About"), terms: hero("Terms") })).toEqual([]);
  });

  it("inserts each document once when several instances start at once", async () => {
    const seed = { home: hero("Home"), about: hero("About"), contact: hero("Contact") };
    const runs = await Promise.all([ensureDocuments(db, seed), ensureDocuments(db, seed), ensureDocuments(db, seed)]);
    expect(runs.flat().sort()).toEqual(["about", "contact", "home"]);
    const revisions = await db.selectFrom("content_revisions").select("document_key").execute();
    expect(revisions.map((revision) => revision.document_key).sort()).toEqual(["about", "contact", "home"]);
  });
});

describe("the content version", () => {
  it("moves on with what visitors see (create, publish, schedule, delete), not with a draft", async () => {
    await ensureDocuments(db, { home: hero("Home") }, at(0));
    let version = 1;
    const unmoved = async (write: () => Promise<{ version: number } | null>) => {
      const before = await contentVersion();
      version = (await write())!.version;
      expect(await contentVersion()).toBe(before);
    };
    const moved = async (write: () => Promise<{ version: number } | null>) => {
      const before = await contentVersion();
      version = (await write())!.version;
      expect(await contentVersion()).toBeGreaterThan(before);
    };

    await unmoved(() => saveDraft({ key: "home", content: hero("Draft"), expectedVersion: version, now: at(1) }));
    await unmoved(() => discardDraft({ key: "home", expectedVersion: version, now: at(2) }));
    const [oldest] = (await listRevisions("home")).slice(-1);
    await unmoved(() => restoreRevision({ key: "home", id: oldest!.id, expectedVersion: version, now: at(3) }));
    await moved(() => publish({ key: "home", content: hero("Now"), expectedVersion: version, now: at(4) }));
    await moved(() =>
      publish({ key: "home", content: hero("Later"), expectedVersion: version, at: at(60), now: at(5) }),
    );
    await moved(() => createDocument({ key: "page-new", content: hero("New"), now: at(6) }));
    const before = await contentVersion();
    await db.deleteFrom("content_documents").where("key", "=", "page-new").execute();
    expect(await contentVersion()).toBeGreaterThan(before);
  });
});
