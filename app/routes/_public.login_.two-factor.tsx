import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";

import { PasskeySignIn } from "~/components/account/passkeys";
import { AuthCard } from "~/components/auth-card";
import { TextField, useFormReply } from "~/components/form-field";
import { SignInStepForm } from "~/components/sign-in-step-form";
import type { FormReply } from "~/lib/form-reply";
import { RATE_LIMITS } from "~/lib/rate-limits";
import { attemptSecondFactor, WRONG_CODE_MESSAGE } from "~/models/login-attempt.server";
import { SecondFactorCodeSchema } from "~/models/two-factor.server";
import { readFormData } from "~/utils/form-data.server";
import { getClientIp } from "~/utils/http.server";
import { HYDRATE } from "~/utils/hydration";
import { readPendingSignIn } from "~/utils/pending-sign-in.server";
import { safeRedirect } from "~/utils/redirect";
import { finishBrowserSignIn, refuseSignIn, secondFactorContext } from "~/utils/sign-in.server";
import { pageTitle } from "~/utils/site-settings";
import { formConstraints, parseSubmission, withDatabaseBusyForm } from "~/utils/submission.server";
import { redirectWithToast } from "~/utils/toast.server";

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
  const refusal =
    outcome.reason === "rate-limited"
      ? ([RATE_LIMITS["failed-sign-in"].refusal.message, 429] as const)
      : ([WRONG_CODE_MESSAGE, 401] as const);
  return refuseSignIn(submission, refusal, ["code"]);
}

export async function action(args: ActionFunctionArgs) {
  return withDatabaseBusyForm(args, checkCode);
}

export default function TwoFactorStepRoute() {
  const { redirectTo, constraints } = useLoaderData<typeof loader>();
  const form = useFormReply(useActionData<FormReply>(), { constraints });

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
      <SignInStepForm
        form={form}
        path="/login/two-factor"
        errorId="two-factor-error"
        redirectTo={redirectTo}
        submitLabel="Verify"
        busyLabel="Checking..."
      >
        <TextField
          label="Code"
          {...form.field("code")}
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          autoFocus
        />
      </SignInStepForm>
      <PasskeySignIn redirectTo={redirectTo || "/dashboard"} />
    </AuthCard>
  );
}
