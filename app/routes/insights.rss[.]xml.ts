import { listBlogsWithContent } from "~/models/blog.server";
import { siteSettings } from "~/models/site-settings.server";
import { siteOrigin } from "~/utils/http.server";
import { FEED_SIZE, insightsChannel, postsFeed } from "~/utils/rss.server";

/** RSS 2.0 feed of the newest posts, with their full content (see rss.server.ts). */
export async function loader() {
  const { company } = await siteSettings();
  return postsFeed(siteOrigin, insightsChannel(company), await listBlogsWithContent(FEED_SIZE));
}
