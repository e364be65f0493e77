import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useParams } from "@remix-run/react";

import { recordFormRoute } from "~/components/admin/record-routes";
import { BlogForm } from "~/components/blog/blog-form";
import { BLOGS } from "~/content/admin-resources";
import { loadRecordForm, updateRecord } from "~/utils/record-form.server";

export const loader = (args: LoaderFunctionArgs) => loadRecordForm(args, "blogs");

export const action = (args: ActionFunctionArgs) =>
  updateRecord(args, "blogs", { done: "Blog updated!", failed: "Failed to update blog" });

/**
 * Beside the title: the post as it will look (as last saved: a draft saves itself), in a new tab
 * so the form stays as it is; and the post's earlier versions.
 */
function PostLinks() {
  const { id } = useParams();
  return (
    <div className="flex flex-wrap gap-3">
      <a href={`/admin/blogs/${id}/preview`} target="_blank" rel="noreferrer" className="btn-outline">
        Preview<span className="sr-only"> (opens in a new tab)</span>
      </a>
      <Link to={`/admin/blogs/${id}/revisions`} className="btn-outline">
        Revisions
      </Link>
    </div>
  );
}

const { meta, Page, ErrorBoundary } = recordFormRoute<typeof loader>(BLOGS, BlogForm, {
  title: "Edit blog post",
  submitLabel: "Save changes",
  pendingLabel: "Saving...",
  links: PostLinks,
});
export { meta, Page as default, ErrorBoundary };
