import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";

import { AdminShell } from "~/components/admin-shell";
import { AdminNotFound } from "~/components/admin/admin-not-found";
import { company } from "~/content/site";
import { deleteBlog, getBlog, parseBlogId } from "~/models/blog.server";
import { deleteResponse } from "~/utils/admin-delete.server";
import { requireAdminRecord } from "~/utils/admin-record.server";
import { requireAdmin } from "~/utils/auth.server";

export const meta: MetaFunction = () => [{ title: `Delete blog post | ${company.name}` }];

/** The confirmation page used without JavaScript (with it, a dialog on the list asks instead). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user, record: blog } = await requireAdminRecord(request, params.id, {
    parse: parseBlogId,
    load: getBlog,
    notFound: "Blog not found",
  });
  return json({ username: user.username, blog: { id: blog.id, title: blog.title } });
}

export async function action({ request, params }: ActionFunctionArgs) {
  await requireAdmin(request);
  const id = parseBlogId(params.id);
  const deleted = id ? await deleteBlog(id).catch((error: unknown) => (console.error(error), false)) : false;
  return deleteResponse(request, { deleted, listPath: "/admin/blogs", success: "Blog deleted!", failure: "Delete failed" });
}

export default function DeleteBlogRoute() {
  const { username, blog } = useLoaderData<typeof loader>();
  return (
    <AdminShell username={username}>
      <div className="mx-auto mt-10 max-w-md rounded-2xl border border-border bg-background p-8 text-center shadow-sm">
        <h1 className="text-2xl font-bold tracking-tight">Delete this blog post?</h1>
        <p className="mt-3 text-muted-foreground">“{blog.title}” will be removed from the site.</p>
        <div className="mt-8 flex justify-center gap-3">
          <Link to="/admin/blogs" className="btn-outline">
            No
          </Link>
          <Form method="post">
            <button type="submit" className="btn-danger">
              Yes
            </button>
          </Form>
        </div>
      </div>
    </AdminShell>
  );
}

export function ErrorBoundary() {
  return <AdminNotFound title="Blog not found" backTo="/admin/blogs" backLabel="Back to blogs" />;
}
