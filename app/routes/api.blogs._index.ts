import { BlogInputSchema, createBlog, listBlogs } from "~/models/blog.server";
import { toApiBlogSummary, toApiBlog } from "~/utils/api-shapes.server";
import { apiJson, apiRoute, parsePaging, readJsonObject, requireApiActor, validate } from "~/utils/api.server";

export const { loader, action } = apiRoute({
  async GET({ request }) {
    const url = new URL(request.url);
    const { page, limit } = parsePaging(url, { limit: 12, maxLimit: 100 });
    const list = await listBlogs({ q: url.searchParams.get("q") ?? "", page, limit });
    return apiJson({ ...list, blogs: list.blogs.map(toApiBlogSummary) });
  },

  async POST({ request }) {
    const actor = await requireApiActor(request, "blogs:write");
    const input = validate(BlogInputSchema, await readJsonObject(request));
    return apiJson({ blog: toApiBlog(await createBlog(input, { actor })) }, { status: 201 });
  },
});
