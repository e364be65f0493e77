import { apiRecordRoute } from "~/utils/api-record.server";
import { toApiBlog } from "~/utils/api-shapes.server";

export const { loader, action } = apiRecordRoute("blogs", {
  name: "blog",
  notFound: "Blog not found",
  deleted: "Blog deleted",
  toApi: toApiBlog,
});
