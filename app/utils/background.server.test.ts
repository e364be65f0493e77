// The hourly housekeeping every instance runs: the activity log's old entries and the images no
// post uses go; what is within its time stays.
import sharp from "sharp";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";

import { db } from "~/db.server";
import { renderImage } from "~/lib/image-variants.server";
import { storeImage } from "~/models/image.server";
import { emptyTables, insertActivityEntryAged, startTestDatabase } from "~/models/testing.server";

import { hourlyHousekeeping } from "./background.server";

beforeAll(startTestDatabase);

const NOW = new Date();
const DAY_MS = 24 * 60 * 60 * 1000;

beforeEach(() => emptyTables("activity_log", "post_revisions", "blogs", "image_variants", "images", "files"));

const logEntryAged = (days: number, summary: string) => insertActivityEntryAged(days, summary, NOW);

async function imageUploadedDaysAgo(days: number, red: number) {
  const bytes = await sharp({ create: { width: 500, height: 300, channels: 3, background: { r: red, g: 40, b: 90 } } })
    .png()
    .toBuffer();
  const image = await renderImage(bytes);
  if ("error" in image) throw new Error(image.error);
  return storeImage({ name: "picture.png", bytes, image }, { now: new Date(NOW.getTime() - days * DAY_MS) });
}

describe("hourlyHousekeeping", () => {
  it("deletes log entries past the retention (400 days by default) and images no post uses", async () => {
    await logEntryAged(401, "past the retention");
    await logEntryAged(30, "last month");
    await imageUploadedDaysAgo(3, 200);
    const fresh = await imageUploadedDaysAgo(0, 20);

    await hourlyHousekeeping(NOW);

    expect((await db.selectFrom("activity_log").select("summary").execute()).map((row) => row.summary)).toEqual([
      "last month",
    ]);
    expect(await db.selectFrom("images").select("id").execute()).toEqual([{ id: fresh.id }]);
  });
});
