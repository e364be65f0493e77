import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";

import { PasskeySignIn } from "~/components/account/passkeys";
import { AuthCard } from "~/components/auth-card";
import { FormAlert, TextField, useFormReply, ValidatedForm } from "~/components/form-field";
import type { FormReply } from "~/lib/form-reply";
import { RATE_LIMITS } from "~/lib/rate-limits";
import { attemptSecondFactor, WRONG_CODE_MESSAGE } from "~/models/login-attempt.server";
import { SecondFactorCodeSchema } from "~/models/two-factor.server";
import { readFormData } from "~/utils/form-data.server";
import { getClientIp } from "~/utils/http.server";
import { HYDRATE } from "~/utils/hydration";
import { readPendingSignIn } from "~/utils/pending-sign-in.server";
import { safeRedirect } from "~/utils/redirect";
import { finishBrowserSignIn, secondFactorContext } from "~/utils/sign-in.server";
import { pageTitle } from "~/utils/site-settings";
import { formConstraints, parseSubmission, withDatabaseBusyForm } from "~/utils/submission.server";
import { jsonWithToast, redirectWithToast } from "~/utils/toast.server";

// The second step of signing in to an account with two-factor sign-in: a code from the
// authenticator app or a recovery code, for the pending sign-in the right password started.

export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "Two-factor sign-in") },
  { name: "robots", content: "noindex" },
];

/** Its form runs in the browser like the sign-in form's: pending state, errors kept in place. */
export const handle = HYDRATE;

const EXPIRED_MESSAGE = "Your sign-in expired. Please enter your username and password again.";

/** Back to the first step, keeping where the person was going. */
function backToPassword(redirectTo: string) {
  return redirectWithToast(`/login?${new URLSearchParams({ redirectTo })}`, { type: "error", title: EXPIRED_MESSAGE });
}

export async function loader({ request }: LoaderFunctionArgs) {
  const redirectTo = new URL(request.url).searchParams.get("redirectTo") ?? "";
  const pending = await readPendingSignIn(request);
  if (pending.state === "none") throw redirect(`/login?${new URLSearchParams({ redirectTo })}`);
  if (pending.state === "expired") throw await backToPassword(redirectTo);
  return { redirectTo, constraints: formConstraints(SecondFactorCodeSchema) };
}

async function checkCode({ request }: ActionFunctionArgs) {
  const formData = await readFormData(request);
  const redirectTo = safeRedirect(formData.get("redirectTo"));
  const pending = await readPendingSignIn(request);
  if (pending.state !== "valid") return backToPassword(redirectTo);
  const submission = parseSubmission(formData, SecondFactorCodeSchema);
  if (submission.status !== "success") return json(submission.reply(), { status: 400 });

  const outcome = await attemptSecondFactor(
    pending.user,
    submission.value.code,
    getClientIp(request),
    await secondFactorContext(),
  );
  if (outcome.ok) return finishBrowserSignIn(request, outcome.user, redirectTo);
  const [message, status] =
    outcome.reason === "rate-limited"
      ? [RATE_LIMITS["failed-sign-in"].refusal.message, 429]
      : [WRONG_CODE_MESSAGE, 401];
  return jsonWithToast(
    submission.reply({ formErrors: [message], hideFields: ["code"] }),
    { type: "error", title: message },
    { status },
  );
}

export async function action(args: ActionFunctionArgs) {
  return withDatabaseBusyForm(args, checkCode);
}

export default function TwoFactorStepRoute() {
  const { redirectTo, constraints } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formAction?.startsWith("/login/two-factor") === true;
  const form = useFormReply(useActionData<FormReply>(), { constraints });
  const formError = form.formError;

  return (
    <AuthCard
      title="Two-factor sign-in"
      intro="Enter the 6-digit code from your authenticator app, or one of your recovery codes."
      footer={
        <Link to="/login" className="font-medium text-primary hover:underline">
          Start again with another account
        </Link>
      }
    >
      <ValidatedForm
        method="post"
        replace
        errors={form.errors}
        onChange={form.onChange}
        className="space-y-5"
        aria-describedby={formError ? "two-factor-error" : undefined}
      >
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <TextField
          label="Code"
          {...form.field("code")}
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          autoFocus
        />
        <FormAlert message={formError} id="two-factor-error" />
        <button type="submit" className="btn-primary w-full py-3" disabled={pending}>
          {pending ? "Checking..." : "Verify"}
        </button>
      </ValidatedForm>
      <PasskeySignIn redirectTo={redirectTo || "/dashboard"} />
    </AuthCard>
  );
}
