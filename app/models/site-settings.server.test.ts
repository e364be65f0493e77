import { beforeAll, beforeEach, describe, expect, it } from "vitest";

import { settingsSeed } from "~/content/seed/settings";
import { settingsDocument } from "~/content/settings";
import { db } from "~/db.server";

import { ensureDocuments } from "./content-document-record.server";
import { publish } from "./content-document-write.server";
import { getDocument } from "./content-document.server";
import { lastReadSiteSettings, siteSettings } from "./site-settings.server";
import { emptyTables, startTestDatabase } from "./testing.server";

beforeAll(startTestDatabase);

beforeEach(async () => {
  await emptyTables("content_revisions", "content_documents", "activity_log");
  await ensureDocuments(db, { settings: settingsSeed });
});

describe("siteSettings", () => {
  it("gives the published settings, valid by their schema, and remembers them for the outage page", async () => {
    const settings = await siteSettings();
    expect(settings).toEqual(settingsSeed);
    expect(settingsDocument.schema.safeParse(settings).success).toBe(true);
    expect(lastReadSiteSettings()).toBe(settings);
  });

  it("follows a publish at once: a new phone number is what every page reads next", async () => {
    expect((await siteSettings()).company.phone).toBe(settingsSeed.company.phone);
    const { version } = (await getDocument("settings"))!;
    const company = { ...settingsSeed.company, phone: "+91 80 4719 2600" };
    await publish({ key: "settings", content: { ...settingsSeed, company }, expectedVersion: version });
    expect((await siteSettings()).company.phone).toBe("+91 80 4719 2600");
    expect(lastReadSiteSettings().company.phone).toBe("+91 80 4719 2600");
  });
});
