import type { MetaDescriptor, MetaFunction, TypedResponse } from "@remix-run/node";

import { siteSettingsOf } from "./site-settings";

type RouteMatch = { id: string; data?: unknown };

/** The discovery link of the blog's RSS feed, on /insights and on every post (its title names the company). */
export function insightsFeedLink(matches: RouteMatch[]): MetaDescriptor {
  return {
    tagName: "link",
    rel: "alternate",
    type: "application/rss+xml",
    title: `${siteSettingsOf(matches).company.name} Insights`,
    href: "/insights/rss.xml",
  };
}

/** The site's public origin (SITE_URL), provided by the root loader. */
export function siteOrigin(matches: RouteMatch[]) {
  const root = matches.find((match) => match.id === "root")?.data as { origin?: string } | undefined;
  return root?.origin ?? "";
}

type SeoInput = {
  matches: RouteMatch[];
  title: string;
  description: string;
  /** Path of the canonical URL, e.g. /blog/12 */
  path: string;
  image?: string | null;
  type?: "website" | "article";
};

/** Title, description, canonical URL, Open Graph and Twitter card tags of a public page. */
export function seoMeta({ matches, title, description, path, image, type = "website" }: SeoInput): MetaDescriptor[] {
  const origin = siteOrigin(matches);
  const { company, seo } = siteSettingsOf(matches);
  const absolute = (href: string) => (/^https?:\/\//.test(href) ? href : `${origin}${href}`);
  const fullTitle = title.includes(company.name) ? title : `${title} | ${company.name}`;
  const imageUrl = absolute(image || seo.shareImage.src);
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: absolute(path) },
    { property: "og:site_name", content: company.name },
    { property: "og:type", content: type },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: absolute(path) },
    { property: "og:image", content: imageUrl },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: imageUrl },
  ];
}

/** JSON for a <script type="application/ld+json">, safe to inline: no `<` can close the script. */
export function jsonLd(data: unknown) {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

/** The meta of a page whose loader sends its document (`{ content }`, with the document's own search fields), at `path`. */
export function documentPageMeta(path: string): MetaFunction<() => Promise<TypedResponse<DocumentPageData>>> {
  return ({ data, matches }) => (data ? seoMeta({ matches, ...data.content.seo, path }) : []);
}

type DocumentPageData = { content: { seo: { title: string; description: string } } };
