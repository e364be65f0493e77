import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { ConfirmDeletePage, RecordErrorBoundary } from "~/components/admin/record-pages";
import { BLOGS } from "~/content/admin-resources";
import { company } from "~/content/site";
import { deleteBlog, getBlog, parseBlogId } from "~/models/blog.server";
import { deleteRecord } from "~/utils/admin-delete.server";
import { requireAdminRecord } from "~/utils/admin-record.server";

export const meta: MetaFunction = () => [{ title: `${BLOGS.delete.question} | ${company.name}` }];

const BLOG = { resource: BLOGS, parse: parseBlogId, load: getBlog };

/** The confirmation page used without JavaScript (with it, a dialog on the list asks instead). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { record } = await requireAdminRecord(request, "blogs:write", params.id, BLOG);
  return json({ blog: { id: record.id, title: record.title } });
}

export async function action({ request, params }: ActionFunctionArgs) {
  return deleteRecord(request, params.id, { ...BLOG, permission: "blogs:write", remove: deleteBlog });
}

export default function DeleteBlogRoute() {
  const { blog } = useLoaderData<typeof loader>();
  return <ConfirmDeletePage resource={BLOGS} record={blog} />;
}

export function ErrorBoundary() {
  return <RecordErrorBoundary resource={BLOGS} />;
}
