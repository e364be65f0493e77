import type { LoaderFunctionArgs } from "@remix-run/node";

import { listBlogsWithContent } from "~/models/blog.server";
import { siteOrigin } from "~/utils/http.server";
import { FEED_SIZE, INSIGHTS_CHANNEL, postsFeed } from "~/utils/rss.server";

/** RSS 2.0 feed of the newest posts, with their full content (see rss.server.ts). */
export async function loader({ request }: LoaderFunctionArgs) {
  return postsFeed(siteOrigin(request), INSIGHTS_CHANNEL, await listBlogsWithContent(FEED_SIZE));
}
