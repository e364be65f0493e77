import { describe, expect, it } from "vitest";

import { settingsSeed } from "~/content/seed/settings";
import { settingsDocument } from "~/content/settings";

import { lastReadSiteSettings, siteSettings } from "./site-settings.server";

describe("siteSettings", () => {
  it("gives today's settings, valid by their schema, and remembers them for the outage page", async () => {
    const settings = await siteSettings();
    expect(settings).toEqual(settingsSeed);
    expect(settingsDocument.schema.safeParse(settings).success).toBe(true);
    expect(lastReadSiteSettings()).toBe(settings);
  });
});
