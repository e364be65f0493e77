// The page cache's next moment to move on at with no write: the earliest scheduled post or
// scheduled page change, so a cached page never outlives either.
import { beforeAll, beforeEach, describe, expect, it } from "vitest";

import { db } from "~/db.server";

import { createBlog } from "./blog.server";
import { ensureDocuments } from "./content-document-record.server";
import { cancelSchedule, publish } from "./content-document-write.server";
import { nextPublication } from "./content-version.server";
import { emptyTables, taggedPostInput, startTestDatabase } from "./testing.server";

beforeAll(startTestDatabase);

const at = (minutes: number) => new Date(Date.UTC(2026, 0, 5, 9, 0) + minutes * 60_000);

beforeEach(async () => {
  await emptyTables("content_revisions", "content_documents", "post_revisions", "blogs", "activity_log");
  await ensureDocuments(db, { home: { hero: "Home" } }, at(0));
});

// Published with a date ahead of the moments asked about: scheduled, as far as they are concerned.
const schedulePost = (minutes: number) =>
  createBlog(taggedPostInput([], { status: "published", publishDate: at(minutes).toISOString() }), { now: at(0) });

describe("nextPublication", () => {
  it("is the earliest scheduled post or page change after the moment, or null", async () => {
    expect(await nextPublication(at(1).getTime())).toBeNull();

    await schedulePost(90);
    expect(await nextPublication(at(1).getTime())).toBe(at(90).getTime());

    const scheduled = await publish({
      key: "home",
      content: { hero: "Later" },
      expectedVersion: 1,
      at: at(30),
      now: at(1),
    });
    expect(await nextPublication(at(1).getTime())).toBe(at(30).getTime());
    // Once the page's change is live, the post is next.
    expect(await nextPublication(at(30).getTime())).toBe(at(90).getTime());

    await cancelSchedule({ key: "home", expectedVersion: scheduled!.version, now: at(2) });
    expect(await nextPublication(at(1).getTime())).toBe(at(90).getTime());
    expect(await nextPublication(at(90).getTime())).toBeNull();
  });
});
