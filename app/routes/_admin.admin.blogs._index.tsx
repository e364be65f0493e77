import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useNavigation } from "@remix-run/react";

import { EmptyList, ListHeader } from "~/components/admin/list-page";
import { DeleteButton, ViewButton } from "~/components/admin/record-actions";
import { BlogDetails } from "~/components/blog/blog-details";
import { ListFilters } from "~/components/list-filters";
import { Pagination } from "~/components/pagination";
import { BLOGS } from "~/content/admin-resources";
import { company } from "~/content/site";
import { formatDate } from "~/lib/format";
import { listBlogs, type Blog } from "~/models/blog.server";
import { parseId } from "~/models/query.server";
import { requirePermission } from "~/utils/auth.server";

export const meta: MetaFunction = () => [{ title: `Blog Manager | ${company.name}` }];

const BLOGS_PER_ADMIN_PAGE = 24;

export async function loader({ request }: LoaderFunctionArgs) {
  await requirePermission(request, "blogs:write");
  const params = new URL(request.url).searchParams;
  const q = params.get("q")?.trim() ?? "";
  const list = await listBlogs({ q, page: parseId(params.get("page")) ?? 1, limit: BLOGS_PER_ADMIN_PAGE });
  return json({ q, ...list });
}

export default function BlogManagerRoute() {
  const { q, blogs, total, page, limit } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const searching = navigation.state === "loading" && navigation.location.pathname === "/admin/blogs";

  return (
    <>
      <ListHeader
        title="Blog Manager"
        summary={`${total} ${total === 1 ? "post" : "posts"}${q ? ` matching “${q}”` : " published"}`}
        newLink={{ to: "/admin/blogs/new", label: "New" }}
      />

      <ListFilters
        label="Filter posts"
        search={{ id: "blog-search", label: "Search blogs", placeholder: "Search blogs...", value: q }}
        className="mt-8"
      />

      <div aria-busy={searching} className={searching ? "opacity-60 transition-opacity" : undefined}>
        {blogs.length === 0 ? (
          <EmptyList>No blogs found</EmptyList>
        ) : (
          <ul className="mt-8 grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {blogs.map((blog) => (
              <li key={blog.id} className="flex flex-col rounded-2xl border border-border bg-background p-5 shadow-sm">
                <h2 className="text-lg font-semibold leading-snug">{blog.title}</h2>
                <p className="mt-1 text-sm text-muted-foreground">
                  {blog.author} · <time dateTime={blog.createdAt}>{formatDate(blog.createdAt)}</time>
                </p>
                <div className="mt-auto flex flex-wrap gap-1 pt-4">
                  <Link
                    to={`/admin/blogs/${blog.id}`}
                    className="btn-ghost px-3 py-2"
                    aria-label={`Edit ${blog.title}`}
                  >
                    Edit
                  </Link>
                  <ViewButton resource={BLOGS} record={blog} details={(post: Blog) => <BlogDetails blog={post} />} />
                  <DeleteButton resource={BLOGS} record={blog} />
                </div>
              </li>
            ))}
          </ul>
        )}
        <Pagination page={page} pageCount={Math.ceil(total / limit)} label="Blog pages" />
      </div>
    </>
  );
}
