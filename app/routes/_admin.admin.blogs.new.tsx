import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData } from "@remix-run/react";

import { BackLink } from "~/components/admin-shell";
import { BlogForm } from "~/components/blog/blog-form";
import { company } from "~/content/site";
import { createBlog } from "~/models/blog.server";
import { requirePermission } from "~/utils/auth.server";
import { handleBlogForm, type BlogFormActionData } from "~/utils/blog-form.server";
import { redirectWithToast } from "~/utils/toast.server";

export const meta: MetaFunction = () => [{ title: `New blog post | ${company.name}` }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requirePermission(request, "blogs:write");
  return null;
}

export async function action({ request }: ActionFunctionArgs) {
  await requirePermission(request, "blogs:write");
  return handleBlogForm(
    request,
    async (input) => {
      const blog = await createBlog(input);
      return redirectWithToast("/admin/blogs", { type: "success", title: "Blog created!", description: blog.title });
    },
    "Failed to create blog",
  );
}

const EMPTY = { title: "", author: "", description: "", image: "", content: "" };

export default function NewBlogRoute() {
  const actionData = useActionData<BlogFormActionData>();
  return (
    <>
      <BackLink to="/admin/blogs">Back to blogs</BackLink>
      <h1 className="mb-8 mt-4 text-3xl font-bold tracking-tight">New blog post</h1>
      <BlogForm
        values={{ ...EMPTY, ...actionData?.values }}
        errors={actionData?.errors}
        submitLabel="Publish"
        pendingLabel="Publishing..."
      />
    </>
  );
}
