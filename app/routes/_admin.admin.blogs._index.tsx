import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useNavigation } from "@remix-run/react";

import { EmptyList, FilterChips, ListHeader } from "~/components/admin/list-page";
import { DeleteButton, ViewButton } from "~/components/admin/record-actions";
import { BlogDetails } from "~/components/blog/blog-details";
import { ListFilters } from "~/components/list-filters";
import { Pagination } from "~/components/pagination";
import { BLOGS } from "~/content/admin-resources";
import { formatDateTime } from "~/lib/format";
import { effectiveStatus, isPostStatus, POST_STATUS_LABELS, type PostStatus } from "~/lib/post-status";
import { listAllBlogs, type Blog, type PostFilter } from "~/models/blog.server";
import { parseId } from "~/models/query.server";
import { requirePermission } from "~/utils/auth.server";
import { pageTitle } from "~/utils/site-settings";

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "Blog Manager") }];

const BLOGS_PER_ADMIN_PAGE = 24;

export async function loader({ request }: LoaderFunctionArgs) {
  await requirePermission(request, "blogs:write");
  const params = new URL(request.url).searchParams;
  const q = params.get("q")?.trim() ?? "";
  const requested = params.get("status");
  const status: PostFilter = isPostStatus(requested) ? requested : "all";
  const now = new Date();
  const list = await listAllBlogs({
    q,
    status,
    page: parseId(params.get("page")) ?? 1,
    limit: BLOGS_PER_ADMIN_PAGE,
    now,
  });
  return {
    q,
    status,
    ...list,
    blogs: list.blogs.map((blog) => ({ ...blog, state: effectiveStatus(blog, now) })),
  };
}

/** The filter chips, in the order a post goes through them. */
const STATUS_FILTERS: Array<{ value: PostFilter; label: string }> = [
  { value: "all", label: "All" },
  { value: "draft", label: "Drafts" },
  { value: "scheduled", label: "Scheduled" },
  { value: "published", label: "Published" },
  { value: "unpublished", label: "Unpublished" },
];

const STATE_TONES: Record<PostStatus, string> = {
  draft: "border border-border text-muted-foreground",
  scheduled: "bg-primary/10 text-primary",
  published: "border border-success/40 text-success",
  unpublished: "border border-danger/40 text-danger",
};

/** What the date under a post's title says: when it went or goes live, or when a draft was last saved. */
function PostDate({ blog }: { blog: { state: PostStatus; publishedAt: string; updatedAt: string } }) {
  const [label, at] =
    blog.state === "draft"
      ? ["Saved", blog.updatedAt]
      : [
          { scheduled: "Goes live", published: "Published", unpublished: "Was published" }[blog.state],
          blog.publishedAt,
        ];
  return (
    <>
      {label} <time dateTime={at}>{formatDateTime(at)}</time>
    </>
  );
}

export default function BlogManagerRoute() {
  const { q, status, counts, blogs, total, page, limit } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const searching = navigation.state === "loading" && navigation.location.pathname === "/admin/blogs";

  return (
    <>
      <ListHeader
        title="Blog Manager"
        summary={`${total} ${total === 1 ? "post" : "posts"}${q ? ` matching “${q}”` : ""}`}
        newLink={{ to: "/admin/blogs/new", label: "New" }}
        links={[
          { to: "/admin/tags", label: "Tags" },
          { to: "/admin/newsletter", label: "Newsletter" },
          { to: "/admin/subscribers", label: "Subscribers" },
        ]}
      />

      <ListFilters
        label="Filter posts"
        search={{ id: "blog-search", label: "Search blogs", placeholder: "Search blogs...", value: q }}
        className="mt-8"
      />
      <div className="mt-6">
        <FilterChips
          label="Post status"
          param="status"
          current={status === "all" ? "" : status}
          options={STATUS_FILTERS.map(({ value, label }) => ({
            value: value === "all" ? "" : value,
            label,
            count: counts[value],
          }))}
        />
      </div>

      <div aria-busy={searching} className={searching ? "opacity-60 transition-opacity" : undefined}>
        {blogs.length === 0 ? (
          <EmptyList>No blogs found</EmptyList>
        ) : (
          <ul aria-label="Posts" className="mt-8 grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {blogs.map((blog) => (
              <li key={blog.id} className="flex flex-col rounded-2xl border border-border bg-background p-5 shadow-sm">
                <div className="flex items-start justify-between gap-3">
                  <h2 className="text-lg font-semibold leading-snug">{blog.title}</h2>
                  <span
                    className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATE_TONES[blog.state]}`}
                  >
                    {POST_STATUS_LABELS[blog.state]}
                  </span>
                </div>
                <p className="mt-1 text-sm text-muted-foreground">
                  {blog.author} · <PostDate blog={blog} />
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
                  {/* A resource route: a real page load, which lands on the post's shareable preview link. */}
                  <Link
                    to={`/admin/blogs/${blog.id}/preview`}
                    reloadDocument
                    className="btn-ghost px-3 py-2"
                    aria-label={`Preview ${blog.title}`}
                  >
                    Preview
                  </Link>
                  <Link
                    to={`/admin/blogs/${blog.id}/revisions`}
                    className="btn-ghost px-3 py-2"
                    aria-label={`Revisions of ${blog.title}`}
                  >
                    Revisions
                  </Link>
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
