import type { LoaderFunctionArgs } from "@remix-run/node";

import { tagDescription, tagPath } from "~/lib/tags";
import { listBlogsWithContent } from "~/models/blog.server";
import { siteSettings } from "~/models/site-settings.server";
import { getTag } from "~/models/tag.server";
import { siteOrigin } from "~/utils/http.server";
import { movedTagOrNotFound } from "~/utils/moved-tag.server";
import { FEED_SIZE, postsFeed } from "~/utils/rss.server";

/** RSS 2.0 feed of one tag's newest posts (see rss.server.ts); a tag's former slug redirects, an unknown one is a 404. */
export async function loader({ params }: LoaderFunctionArgs) {
  const tag = await getTag(params.tag ?? "");
  if (!tag) throw await movedTagOrNotFound(params.tag, (slug) => `${tagPath(slug)}/rss.xml`);
  const { company } = await siteSettings();
  const page = `/insights/tag/${tag.slug}`;
  const channel = {
    title: `${company.name} Insights: ${tag.name}`,
    description: tagDescription(tag, company.name),
    page,
    self: `${page}/rss.xml`,
  };
  return postsFeed(siteOrigin, channel, await listBlogsWithContent(FEED_SIZE, new Date(), tag.slug));
}
