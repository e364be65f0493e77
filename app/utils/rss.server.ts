import type { CompanySettings } from "~/content/settings";
import { isSiteRelativePath } from "~/lib/site-path";
import { postPath } from "~/lib/slug";
import type { Blog } from "~/models/blog.server";
import { escapeXml, xmlCdata } from "~/utils/xml";

// The RSS 2.0 feeds of posts (all of /insights, or one tag's), with their full (sanitized)
// content. Every text goes through escapeXml or xmlCdata, so even a row stored with control
// characters cannot break a feed.

export const FEED_SIZE = 50;

function imageType(url: string) {
  const extension = url.split("?")[0]?.split(".").pop()?.toLowerCase();
  return (
    {
      svg: "image/svg+xml",
      png: "image/png",
      jpg: "image/jpeg",
      jpeg: "image/jpeg",
      webp: "image/webp",
      gif: "image/gif",
    }[extension ?? ""] ?? "image/*"
  );
}

/** A feed's channel: its title, the page it stands for and its own address (paths on this site). */
export type FeedChannel = { title: string; description: string; page: string; self: string };

export function postsFeed(origin: string, channel: FeedChannel, blogs: Blog[]) {
  const items = blogs.map((blog) => {
    const link = `${origin}${postPath(blog)}`;
    const image = blog.image ? (isSiteRelativePath(blog.image) ? `${origin}${blog.image}` : blog.image) : null;
    return [
      "    <item>",
      `      <title>${escapeXml(blog.title)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="false">${blog.id}</guid>`,
      `      <pubDate>${new Date(blog.publishedAt).toUTCString()}</pubDate>`,
      `      <dc:creator>${escapeXml(blog.author)}</dc:creator>`,
      ...blog.tags.map((tag) => `      <category>${escapeXml(tag.name)}</category>`),
      `      <description>${escapeXml(blog.description)}</description>`,
      `      <content:encoded>${xmlCdata(blog.content)}</content:encoded>`,
      image ? `      <enclosure url="${escapeXml(image)}" length="0" type="${imageType(image)}" />` : null,
      "    </item>",
    ]
      .filter(Boolean)
      .join("\n");
  });

  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "  <channel>",
    `    <title>${escapeXml(channel.title)}</title>`,
    `    <link>${escapeXml(`${origin}${channel.page}`)}</link>`,
    `    <atom:link href="${escapeXml(`${origin}${channel.self}`)}" rel="self" type="application/rss+xml" />`,
    `    <description>${escapeXml(channel.description)}</description>`,
    "    <language>en</language>",
    blogs[0] ? `    <lastBuildDate>${new Date(blogs[0].updatedAt).toUTCString()}</lastBuildDate>` : null,
    ...items,
    "  </channel>",
    "</rss>",
  ]
    .filter(Boolean)
    .join("\n");

  return new Response(xml, {
    headers: {
      "Content-Type": "application/rss+xml; charset=utf-8",
      "Cache-Control": "public, max-age=0, must-revalidate",
    },
  });
}

/** The channel of all of /insights, named after the company. */
export function insightsChannel(company: CompanySettings): FeedChannel {
  return {
    title: `${company.name} Insights`,
    description: company.description,
    page: "/insights",
    self: "/insights/rss.xml",
  };
}
