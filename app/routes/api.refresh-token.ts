import { RefreshTokenSchema, rotateRefreshToken } from "~/models/api-token.server";
import { apiJson, ApiError, apiRoute, readJsonObject, validate } from "~/utils/api.server";

export const { loader, action } = apiRoute({
  async POST({ request }) {
    const { refreshToken } = validate(RefreshTokenSchema, await readJsonObject(request));
    const tokens = await rotateRefreshToken(refreshToken);
    if (!tokens) throw new ApiError(401, "Invalid or expired refresh token");
    return apiJson(tokens);
  },
});
