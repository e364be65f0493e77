import { toApiUser } from "~/utils/api-shapes.server";
import { apiJson, apiRoute, requireApiUser } from "~/utils/api.server";

/** Who the bearer token belongs to: lets a client check its token before it writes. */
export const { loader, action } = apiRoute({
  async GET({ request }) {
    return apiJson({ user: toApiUser(await requireApiUser(request)) });
  },
});
