import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";

import { recordFormRoute } from "~/components/admin/record-routes";
import { BlogForm } from "~/components/blog/blog-form";
import { BLOGS } from "~/content/admin-resources";
import { loadRecordForm, updateRecord } from "~/utils/record-form.server";

export const loader = (args: LoaderFunctionArgs) => loadRecordForm(args, "blogs");

export const action = (args: ActionFunctionArgs) =>
  updateRecord(args, "blogs", { done: "Blog updated!", failed: "Failed to update blog" });

const { meta, Page, ErrorBoundary } = recordFormRoute<typeof loader>(BLOGS, BlogForm, {
  title: "Edit blog post",
  submitLabel: "Save changes",
  pendingLabel: "Saving...",
});
export { meta, Page as default, ErrorBoundary };
