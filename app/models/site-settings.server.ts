import { settingsSeed } from "~/content/seed/settings";
import type { SiteSettings } from "~/content/settings";

import { pageContent } from "./page-content.server";

/** The settings read last in this process: what the outage page shows while the database is out of reach. */
let lastRead: SiteSettings = settingsSeed;

/** The company's facts, menus and search defaults every page, feed and email reads (the root loader passes them on). */
export async function siteSettings(): Promise<SiteSettings> {
  lastRead = await pageContent("settings");
  return lastRead;
}

/** The settings for a page that cannot wait for the database (the outage page): the last read, else the seed. */
export function lastReadSiteSettings(): SiteSettings {
  return lastRead;
}
