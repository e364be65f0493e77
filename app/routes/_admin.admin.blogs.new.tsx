import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";

import { BackToList } from "~/components/admin/record-pages";
import { BlogForm } from "~/components/blog/blog-form";
import { BLOGS } from "~/content/admin-resources";
import { company } from "~/content/site";
import type { FormReply } from "~/lib/form-reply";
import { BlogInputSchema, createBlog } from "~/models/blog.server";
import { requirePermission } from "~/utils/auth.server";
import { formConstraints, handleSaveForm } from "~/utils/submission.server";
import { redirectWithToast } from "~/utils/toast.server";

export const meta: MetaFunction = () => [{ title: `New blog post | ${company.name}` }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requirePermission(request, "blogs:write");
  return json({ constraints: formConstraints(BlogInputSchema) });
}

export async function action({ request }: ActionFunctionArgs) {
  await requirePermission(request, "blogs:write");
  return handleSaveForm(
    request,
    BlogInputSchema,
    async (input) => {
      const blog = await createBlog(input);
      return redirectWithToast(BLOGS.listPath, { type: "success", title: "Blog created!", description: blog.title });
    },
    { toast: "Failed to create blog" },
  );
}

export default function NewBlogRoute() {
  const { constraints } = useLoaderData<typeof loader>();
  const reply = useActionData<FormReply>();
  return (
    <>
      <BackToList resource={BLOGS} />
      <h1 className="mb-8 mt-4 text-3xl font-bold tracking-tight">New blog post</h1>
      <BlogForm reply={reply} constraints={constraints} submitLabel="Publish" pendingLabel="Publishing..." />
    </>
  );
}
