// A content document's revisions: one per save, autosaves coalesced and the newest 50 kept as
// posts' are, listed newest first and read one by one.
import { beforeAll, beforeEach, describe, expect, it } from "vitest";

import { db } from "~/db.server";

import { ensureDocuments } from "./content-document-record.server";
import { publish, saveDraft } from "./content-document-write.server";
import { AUTOSAVE_COALESCE_MS, getRevision, listRevisions, REVISIONS_KEPT } from "./content-revision.server";
import { emptyTables, insertStaff, startTestDatabase } from "./testing.server";

beforeAll(startTestDatabase);

const at = (minutes: number) => new Date(Date.UTC(2026, 0, 5, 9, 0) + minutes * 60_000);
const copy = (line: string) => ({ hero: { title: line } });

let asha: { id: number; username: string };
let ravi: { id: number; username: string };
let version: number;

beforeEach(async () => {
  await emptyTables("content_revisions", "content_documents", "activity_log", "users");
  asha = await insertStaff("asha", "Asha Rao");
  ravi = await insertStaff("ravi");
  await ensureDocuments(db, { home: copy("Home"), about: copy("About") }, at(0));
  version = 1;
});

async function save(content: unknown, options: { actor?: typeof asha; now: Date; origin?: "save" | "autosave" }) {
  version = (await saveDraft({ key: "home", content, expectedVersion: version, ...options }))!.version;
}

const origins = async () => (await listRevisions("home")).map((revision) => revision.origin);

describe("listRevisions and getRevision", () => {
  it("list each save newest first, with who made it and how, and read one by its id", async () => {
    await save(copy("Draft"), { actor: ravi, now: at(1) });
    version = (await publish({
      key: "home",
      content: copy("Draft"),
      expectedVersion: version,
      actor: asha,
      now: at(2),
    }))!.version;

    const list = await listRevisions("home");
    expect(list).toEqual([
      { id: expect.any(Number), createdAt: at(2).toISOString(), origin: "publish", userName: "Asha Rao" },
      { id: expect.any(Number), createdAt: at(1).toISOString(), origin: "save", userName: "ravi" },
      { id: expect.any(Number), createdAt: at(0).toISOString(), origin: "publish", userName: null },
    ]);
    expect(await getRevision("home", list[2]!.id)).toEqual({ ...list[2], content: copy("Home") });
    const [aboutRevision] = await listRevisions("about");
    expect(await getRevision("home", aboutRevision!.id)).toBeNull();

    await db.deleteFrom("users").where("id", "=", ravi.id).execute();
    expect((await listRevisions("home"))[1]).toMatchObject({ userName: null });
  });

  it("keep no second revision of the same content saved the same way", async () => {
    await save(copy("Draft"), { now: at(1) });
    await save(copy("Draft"), { now: at(2) });
    expect(await origins()).toEqual(["save", "publish"]);
  });
});

describe("autosaves", () => {
  it("replace the same person's autosave of less than AUTOSAVE_COALESCE_MS ago, and no other", async () => {
    const coalesceMinutes = AUTOSAVE_COALESCE_MS / 60_000;
    await save(copy("T"), { actor: asha, origin: "autosave", now: at(1) });
    await save(copy("Ty"), { actor: asha, origin: "autosave", now: at(2) });
    // Counted from its last replacement.
    await save(copy("Typ"), { actor: asha, origin: "autosave", now: at(1 + coalesceMinutes) });
    expect(await origins()).toEqual(["autosave", "publish"]);
    const [newest] = await listRevisions("home");
    expect(await getRevision("home", newest!.id)).toMatchObject({
      content: copy("Typ"),
      createdAt: at(1 + coalesceMinutes).toISOString(),
    });

    await save(copy("Typi"), { actor: asha, origin: "autosave", now: at(1 + 2 * coalesceMinutes) });
    await save(copy("Typin"), { actor: ravi, origin: "autosave", now: at(2 + 2 * coalesceMinutes) });
    await save(copy("Typing"), { actor: ravi, now: at(3 + 2 * coalesceMinutes) });
    await save(copy("Typing!"), { actor: ravi, origin: "autosave", now: at(4 + 2 * coalesceMinutes) });
    expect(await origins()).toEqual(["autosave", "save", "autosave", "autosave", "autosave", "publish"]);
  });
});

describe("the revisions kept", () => {
  it("are the newest REVISIONS_KEPT of each document", async () => {
    for (let index = 1; index <= REVISIONS_KEPT + 2; index += 1) await save(copy(`Save ${index}`), { now: at(index) });
    const list = await listRevisions("home");
    expect(list).toHaveLength(REVISIONS_KEPT);
    expect(await getRevision("home", list[0]!.id)).toMatchObject({ content: copy(`Save ${REVISIONS_KEPT + 2}`) });
    expect(await getRevision("home", list.at(-1)!.id)).toMatchObject({ content: copy("Save 3") });
    expect(await listRevisions("about")).toHaveLength(1);
  });
});
