import { RATE_LIMITS } from "~/lib/rate-limits";
import { createApiTokens } from "~/models/api-token.server";
import { attemptLogin, DEACTIVATED_MESSAGE } from "~/models/login-attempt.server";
import { LoginSchema } from "~/models/user.server";
import { toApiUser } from "~/utils/api-shapes.server";
import { apiJson, ApiError, apiRoute, readJsonObject, validate } from "~/utils/api.server";
import { getClientIp } from "~/utils/http.server";

export const { loader, action } = apiRoute({
  async POST({ request }) {
    const credentials = validate(LoginSchema, await readJsonObject(request));
    const outcome = await attemptLogin(credentials, getClientIp(request));
    if (!outcome.ok && outcome.reason === "rate-limited") {
      throw new ApiError(429, RATE_LIMITS["failed-sign-in"].refusal.message, { headers: { "Retry-After": "60" } });
    }
    if (!outcome.ok && outcome.reason === "deactivated") throw new ApiError(403, DEACTIVATED_MESSAGE);
    if (!outcome.ok) throw new ApiError(401, "Invalid username or password");
    const tokens = await createApiTokens(outcome.user.id);
    return apiJson({ ...tokens, user: toApiUser(outcome.user) });
  },
});
