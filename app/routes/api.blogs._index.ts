import { isPostStatus } from "~/lib/post-status";
import { BlogInputSchema, createBlog, listAllBlogs, listBlogs } from "~/models/blog.server";
import { toApiBlogSummary, toApiBlog } from "~/utils/api-shapes.server";
import {
  ApiError,
  apiCallerMay,
  apiJson,
  apiRoute,
  parsePaging,
  readJsonObject,
  requireApiActor,
  validate,
} from "~/utils/api.server";

/** `?status=` for writers: one state, or every post when left out. */
function statusFilter(url: URL) {
  const status = url.searchParams.get("status");
  if (status === null || status === "" || status === "all") return "all";
  if (!isPostStatus(status)) throw new ApiError(400, "status must be one of draft, scheduled, published, unpublished");
  return status;
}

export const { loader, action } = apiRoute({
  /** Live posts for everyone; every post (and `?status=`) for a token that may write posts. */
  async GET({ request }) {
    const url = new URL(request.url);
    const { page, limit } = parsePaging(url, { limit: 12, maxLimit: 100 });
    const q = url.searchParams.get("q") ?? "";
    const now = new Date();
    const list = (await apiCallerMay(request, "blogs:write"))
      ? await listAllBlogs({ q, status: statusFilter(url), page, limit, now })
      : await listBlogs({ q, page, limit, now });
    return apiJson({
      blogs: list.blogs.map((blog) => toApiBlogSummary(blog, now)),
      total: list.total,
      page: list.page,
      limit: list.limit,
    });
  },

  async POST({ request }) {
    const actor = await requireApiActor(request, "blogs:write");
    const input = validate(BlogInputSchema, await readJsonObject(request));
    return apiJson({ blog: toApiBlog(await createBlog(input, { actor })) }, { status: 201 });
  },
});
