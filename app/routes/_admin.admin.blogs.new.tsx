import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";

import { recordFormRoute } from "~/components/admin/record-routes";
import { BlogForm } from "~/components/blog/blog-form";
import { BLOGS } from "~/content/admin-resources";
import { createRecord, loadNewRecordForm } from "~/utils/record-form.server";

export const loader = (args: LoaderFunctionArgs) => loadNewRecordForm(args, "blogs");

export const action = (args: ActionFunctionArgs) =>
  createRecord(args, "blogs", { done: "Blog created!", failed: "Failed to create blog" });

const { meta, Page } = recordFormRoute<typeof loader>(BLOGS, BlogForm, {
  title: "New blog post",
  submitLabel: "Publish",
  pendingLabel: "Publishing...",
});
export { meta, Page as default };
