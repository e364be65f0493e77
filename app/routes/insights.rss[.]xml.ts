import { listBlogsWithContent } from "~/models/blog.server";
import { siteOrigin } from "~/utils/http.server";
import { FEED_SIZE, INSIGHTS_CHANNEL, postsFeed } from "~/utils/rss.server";

/** RSS 2.0 feed of the newest posts, with their full content (see rss.server.ts). */
export async function loader() {
  return postsFeed(siteOrigin, INSIGHTS_CHANNEL, await listBlogsWithContent(FEED_SIZE));
}
