import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { ConfirmDeletePage } from "~/components/admin/confirm-delete-page";
import { AdminNotFound } from "~/components/admin/admin-not-found";
import { company } from "~/content/site";
import { deleteBlog, getBlog, parseBlogId } from "~/models/blog.server";
import { deleteResponse, readDeleteForm } from "~/utils/admin-delete.server";
import { requireAdminRecord } from "~/utils/admin-record.server";
import { requirePermission } from "~/utils/auth.server";
import { saveUnlessBusy } from "~/utils/database-busy.server";

export const meta: MetaFunction = () => [{ title: `Delete blog post | ${company.name}` }];

/** The confirmation page used without JavaScript (with it, a dialog on the list asks instead). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { record: blog } = await requireAdminRecord(request, "blogs:write", params.id, {
    parse: parseBlogId,
    load: getBlog,
    notFound: "Blog not found",
  });
  return json({ blog: { id: blog.id, title: blog.title } });
}

export async function action({ request, params }: ActionFunctionArgs) {
  await requirePermission(request, "blogs:write");
  // Read the form first: a request it cannot read deletes nothing.
  const form = await readDeleteForm(request);
  const id = parseBlogId(params.id);
  const deleted = id ? await saveUnlessBusy(() => deleteBlog(id)).catch((error: unknown) => (console.error(error), false)) : false;
  return deleteResponse(form, { deleted, listPath: "/admin/blogs", success: "Blog deleted!", failure: "Delete failed" });
}

export default function DeleteBlogRoute() {
  const { blog } = useLoaderData<typeof loader>();
  return (
    <ConfirmDeletePage
      question="Delete this blog post?"
      message={`“${blog.title}” will be removed from the site.`}
      backTo="/admin/blogs"
      confirmLabel="Yes"
      cancelLabel="No"
    />
  );
}

export function ErrorBoundary() {
  return <AdminNotFound title="Blog not found" backTo="/admin/blogs" backLabel="Back to blogs" />;
}
