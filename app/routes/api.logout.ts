import { RefreshTokenSchema, revokeRefreshTokenFamily } from "~/models/api-token.server";
import { apiJson, ApiError, apiRoute, readJsonObject, validate } from "~/utils/api.server";

export const { loader, action } = apiRoute({
  async POST({ request }) {
    const { refreshToken } = validate(RefreshTokenSchema, await readJsonObject(request));
    if (!(await revokeRefreshTokenFamily(refreshToken))) throw new ApiError(401, "Invalid or expired refresh token");
    return apiJson({ message: "Logged out" });
  },
});
