import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useParams } from "@remix-run/react";

import { recordFormRoute } from "~/components/admin/record-routes";
import { BlogForm } from "~/components/blog/blog-form";
import { BLOGS } from "~/content/admin-resources";
import { loadRecordForm, updateRecord } from "~/utils/record-form.server";

export const loader = (args: LoaderFunctionArgs) => loadRecordForm(args, "blogs");

export const action = (args: ActionFunctionArgs) =>
  updateRecord(args, "blogs", { done: "Blog updated!", failed: "Failed to update blog" });

/** Beside the title: the post's earlier versions. */
function RevisionsLink() {
  return (
    <Link to={`/admin/blogs/${useParams().id}/revisions`} className="btn-outline">
      Revisions
    </Link>
  );
}

const { meta, Page, ErrorBoundary } = recordFormRoute<typeof loader>(BLOGS, BlogForm, {
  title: "Edit blog post",
  submitLabel: "Save changes",
  pendingLabel: "Saving...",
  links: RevisionsLink,
});
export { meta, Page as default, ErrorBoundary };
