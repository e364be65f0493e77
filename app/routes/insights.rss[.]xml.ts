import { company } from "~/content/site";
import { listBlogsWithContent } from "~/models/blog.server";
import { siteOrigin } from "~/utils/http.server";
import { FEED_SIZE, type FeedChannel, postsFeed } from "~/utils/rss.server";

const INSIGHTS_CHANNEL: FeedChannel = {
  title: `${company.name} Insights`,
  description: company.description,
  page: "/insights",
  self: "/insights/rss.xml",
};

/** RSS 2.0 feed of the newest posts, with their full content (see rss.server.ts). */
export async function loader() {
  return postsFeed(siteOrigin, INSIGHTS_CHANNEL, await listBlogsWithContent(FEED_SIZE));
}
