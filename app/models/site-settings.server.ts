import { settingsSeed } from "~/content/seed/settings";
import type { SiteSettings } from "~/content/settings";

/** The settings read last in this process: what the outage page shows while the database is out of reach. */
let lastRead: SiteSettings = settingsSeed;

/** The company's facts, menus and search defaults every page, feed and email reads (the root loader passes them on). */
export async function siteSettings(): Promise<SiteSettings> {
  // The seed until documents are stored; then this one line reads the published "settings" document instead.
  lastRead = settingsSeed;
  return lastRead;
}

/** The settings for a page that cannot wait for the database (the outage page): the last read, else the seed. */
export function lastReadSiteSettings(): SiteSettings {
  return lastRead;
}
