import { RATE_LIMITS } from "~/lib/rate-limits";
import { createApiTokens } from "~/models/api-token.server";
import { ApiLoginSchema, attemptLogin, DEACTIVATED_MESSAGE, WRONG_CODE_MESSAGE } from "~/models/login-attempt.server";
import { mustSetUpTwoFactor } from "~/models/two-factor.server";
import { toApiUser } from "~/utils/api-shapes.server";
import { apiJson, ApiError, apiRoute, readJsonObject, validate } from "~/utils/api.server";
import { getClientIp } from "~/utils/http.server";
import { secondFactorContext } from "~/utils/sign-in.server";

const CODE_REQUIRED_MESSAGE =
  "This account uses two-factor sign-in: send the code from its authenticator app (or a recovery code) as code.";
const SET_UP_FIRST_MESSAGE =
  "Two-factor sign-in is required for this account: set it up in the back-office, then sign in with a code.";

export const { loader, action } = apiRoute({
  async POST({ request }) {
    const credentials = validate(ApiLoginSchema, await readJsonObject(request));
    const outcome = await attemptLogin(credentials, getClientIp(request), Date.now(), await secondFactorContext());
    if (!outcome.ok && outcome.reason === "rate-limited") {
      throw new ApiError(429, RATE_LIMITS["failed-sign-in"].refusal.message, { headers: { "Retry-After": "60" } });
    }
    if (!outcome.ok && outcome.reason === "deactivated") throw new ApiError(403, DEACTIVATED_MESSAGE);
    if (!outcome.ok && (outcome.reason === "code-required" || outcome.reason === "wrong-code")) {
      const message = outcome.reason === "wrong-code" ? WRONG_CODE_MESSAGE : CODE_REQUIRED_MESSAGE;
      return apiJson({ message, twoFactorRequired: true }, { status: 401 });
    }
    if (!outcome.ok) throw new ApiError(401, "Invalid username or password");
    if (await mustSetUpTwoFactor(outcome.user)) throw new ApiError(403, SET_UP_FIRST_MESSAGE);
    const tokens = await createApiTokens(outcome.user.id);
    return apiJson({ ...tokens, user: toApiUser(outcome.user) });
  },
});
