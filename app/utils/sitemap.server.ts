import { STATIC_PAGES } from "~/content/site";
import { blogSitemapEntries } from "~/models/blog.server";
import { jobSitemapEntries } from "~/models/job.server";
import { staffPageSitemapEntries } from "~/models/staff-page.server";

import { escapeXml } from "./xml";

export type SitemapEntry = { path: string; lastmod?: string };

/** Where the sitemap's database-backed entries come from: one line per source. */
const DYNAMIC_SOURCES: Array<() => Promise<SitemapEntry[]>> = [
  blogSitemapEntries,
  jobSitemapEntries,
  staffPageSitemapEntries,
];

export async function sitemapXml(origin: string) {
  const dynamic = (await Promise.all(DYNAMIC_SOURCES.map((source) => source()))).flat();
  const entries: SitemapEntry[] = [...STATIC_PAGES.map((path) => ({ path })), ...dynamic];
  const urls = entries.map(({ path, lastmod }) =>
    [
      "  <url>",
      `    <loc>${escapeXml(origin + path)}</loc>`,
      lastmod ? `    <lastmod>${escapeXml(lastmod.slice(0, 10))}</lastmod>` : null,
      "  </url>",
    ]
      .filter(Boolean)
      .join("\n"),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
  ].join("\n");
}
