import { isLive } from "~/lib/post-status";
import { apiRecordRoute } from "~/utils/api-record.server";
import { toApiBlog } from "~/utils/api-shapes.server";
import { apiCallerMay } from "~/utils/api.server";

export const { loader, action } = apiRecordRoute("blogs", {
  name: "blog",
  notFound: "Blog not found",
  deleted: "Blog deleted",
  toApi: (blog) => toApiBlog(blog),
  // A post the public cannot see yet (a draft, a scheduled post) is there only for its writers.
  readableBy: async (blog, request) => isLive(blog, new Date()) || apiCallerMay(request, "blogs:write"),
});
