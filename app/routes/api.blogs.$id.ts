import { BlogInputSchema, deleteBlog, getBlog, parseBlogId, updateBlog } from "~/models/blog.server";
import { toApiBlog } from "~/utils/api-shapes.server";
import { ApiError, apiJson, apiRoute, readJsonObject, requireApiPermission, validate } from "~/utils/api.server";

const NOT_FOUND = "Blog not found";

function blogId(param: string | undefined) {
  const id = parseBlogId(param);
  if (!id) throw new ApiError(404, NOT_FOUND);
  return id;
}

export const { loader, action } = apiRoute({
  async GET({ params }) {
    const blog = await getBlog(blogId(params.id));
    if (!blog) throw new ApiError(404, NOT_FOUND);
    return apiJson({ blog: toApiBlog(blog) });
  },

  async PUT({ request, params }) {
    await requireApiPermission(request, "blogs:write");
    const id = blogId(params.id);
    const input = validate(BlogInputSchema, await readJsonObject(request));
    const blog = await updateBlog(id, input);
    if (!blog) throw new ApiError(404, NOT_FOUND);
    return apiJson({ blog: toApiBlog(blog) });
  },

  async DELETE({ request, params }) {
    await requireApiPermission(request, "blogs:write");
    if (!(await deleteBlog(blogId(params.id)))) throw new ApiError(404, NOT_FOUND);
    return apiJson({ message: "Blog deleted" });
  },
});
