import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { RecordErrorBoundary, RecordView } from "~/components/admin/record-pages";
import { BlogDetails } from "~/components/blog/blog-details";
import { BLOGS } from "~/content/admin-resources";
import { company } from "~/content/site";
import { getBlog, parseBlogId } from "~/models/blog.server";
import { requireAdminRecord } from "~/utils/admin-record.server";

export const meta: MetaFunction = () => [{ title: `Blog post | ${company.name}` }];

// The modal loads this afresh each time it opens; re-running it after other changes (a delete
// of this very post, say) would only fail.
export const shouldRevalidate = () => false;

/** The View modal's data, and its page when JavaScript is off. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { record: blog } = await requireAdminRecord(request, "blogs:write", params.id, {
    parse: parseBlogId,
    load: getBlog,
    resource: BLOGS,
  });
  return json({ blog });
}

export default function ViewBlogRoute() {
  const { blog } = useLoaderData<typeof loader>();
  return (
    <RecordView resource={BLOGS} id={blog.id} sitePath={`/blog/${blog.id}`}>
      <BlogDetails blog={blog} titleAs="h1" />
    </RecordView>
  );
}

export function ErrorBoundary() {
  return <RecordErrorBoundary resource={BLOGS} />;
}
