// What a page shows: the published document checked by its schema, read again as soon as
// anything is published, falling back past versions the schema no longer accepts.
import { beforeAll, beforeEach, describe, expect, it } from "vitest";

import { DOCUMENT_SEEDS } from "~/content/seed";
import { db } from "~/db.server";

import { ensureDocuments } from "./content-document-record.server";
import { publish } from "./content-document-write.server";
import { getDocument } from "./content-document.server";
import { pageContent } from "./page-content.server";
import { emptyTables, startTestDatabase } from "./testing.server";

beforeAll(startTestDatabase);

beforeEach(async () => {
  await emptyTables("content_revisions", "content_documents", "activity_log");
  await ensureDocuments(db, { about: DOCUMENT_SEEDS.about });
});

async function publishAbout(content: unknown) {
  const { version } = (await getDocument("about"))!;
  await publish({ key: "about", content, expectedVersion: version });
}

describe("pageContent", () => {
  it("is the seed's copy once the seed has run", async () => {
    expect(await pageContent("about")).toEqual(DOCUMENT_SEEDS.about);
  });

  it("shows a publish at once, though the previous content was read a moment before", async () => {
    expect((await pageContent("about")).hero.title).toBe("Since 2015");
    await publishAbout({ ...DOCUMENT_SEEDS.about, hero: { ...DOCUMENT_SEEDS.about.hero, title: "Since 2016" } });
    expect((await pageContent("about")).hero.title).toBe("Since 2016");
  });

  it("falls back to the newest published version that still passes the schema", async () => {
    await publishAbout({ ...DOCUMENT_SEEDS.about, hero: { ...DOCUMENT_SEEDS.about.hero, title: "Ten years on" } });
    const { hero: _lost, ...withoutHero } = DOCUMENT_SEEDS.about;
    await publishAbout(withoutHero);
    expect((await pageContent("about")).hero.title).toBe("Ten years on");
  });

  it("shows the seed's copy when no stored version passes, and when the document is missing", async () => {
    await publishAbout({ hero: null });
    expect((await pageContent("about")).hero.title).toBe(DOCUMENT_SEEDS.about.hero.title);
    await emptyTables("content_revisions", "content_documents");
    expect(await pageContent("about")).toEqual(DOCUMENT_SEEDS.about);
  });
});
