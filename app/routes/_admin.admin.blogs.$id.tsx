import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";

import { BackToList, RecordErrorBoundary } from "~/components/admin/record-pages";
import { BlogForm } from "~/components/blog/blog-form";
import { BLOGS } from "~/content/admin-resources";
import { company } from "~/content/site";
import type { FormReply } from "~/lib/form-reply";
import { BlogInputSchema, getBlog, parseBlogId, updateBlog } from "~/models/blog.server";
import { requireAdminRecord } from "~/utils/admin-record.server";
import { formConstraints, handleSaveForm } from "~/utils/submission.server";
import { redirectWithToast } from "~/utils/toast.server";

export const meta: MetaFunction = () => [{ title: `Edit blog post | ${company.name}` }];

const BLOG = { parse: parseBlogId, load: getBlog, resource: BLOGS };

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { record: blog } = await requireAdminRecord(request, "blogs:write", params.id, BLOG);
  return json({ blog, constraints: formConstraints(BlogInputSchema) });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { id } = await requireAdminRecord(request, "blogs:write", params.id, BLOG);
  return handleSaveForm(
    request,
    BlogInputSchema,
    async (input) => {
      const blog = await updateBlog(id, input);
      if (!blog) throw new Response(BLOGS.notFound, { status: 404 });
      return redirectWithToast(BLOGS.listPath, { type: "success", title: "Blog updated!", description: blog.title });
    },
    { toast: "Failed to update blog" },
  );
}

export default function EditBlogRoute() {
  const { blog, constraints } = useLoaderData<typeof loader>();
  const reply = useActionData<FormReply>();
  const saved = {
    title: blog.title,
    author: blog.author,
    description: blog.description,
    image: blog.image ?? "",
    content: blog.content,
  };
  return (
    <>
      <BackToList resource={BLOGS} />
      <h1 className="mb-8 mt-4 text-3xl font-bold tracking-tight">Edit blog post</h1>
      <BlogForm
        key={blog.updatedAt}
        saved={saved}
        reply={reply}
        constraints={constraints}
        savedHtml={blog.content}
        submitLabel="Save changes"
        pendingLabel="Saving..."
      />
    </>
  );
}

export function ErrorBoundary() {
  return <RecordErrorBoundary resource={BLOGS} />;
}
