import type { LoaderFunctionArgs } from "@remix-run/node";

import { recordViewRoute } from "~/components/admin/record-routes";
import { BlogDetails } from "~/components/blog/blog-details";
import { BLOGS } from "~/content/admin-resources";
import { postPath } from "~/lib/slug";
import { loadRecord } from "~/utils/admin-record.server";

export const loader = (args: LoaderFunctionArgs) => loadRecord(args, "blogs");

const { meta, shouldRevalidate, Page, ErrorBoundary } = recordViewRoute<typeof loader>({
  resource: BLOGS,
  title: "Blog post",
  sitePath: (post) => postPath(post),
  details: (post) => <BlogDetails blog={post} titleAs="h1" />,
});
export { meta, shouldRevalidate, Page as default, ErrorBoundary };
