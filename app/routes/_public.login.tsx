import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";

import { PasskeySignIn } from "~/components/account/passkeys";
import { AuthCard } from "~/components/auth-card";
import { TextField, useFormReply } from "~/components/form-field";
import { SignInStepForm } from "~/components/sign-in-step-form";
import type { FormReply } from "~/lib/form-reply";
import { RATE_LIMITS } from "~/lib/rate-limits";
import { DEACTIVATED_MESSAGE, WRONG_CODE_MESSAGE } from "~/models/login-attempt.server";
import { LoginSchema } from "~/models/user.server";
import { authenticator, getUser, LoginRefused } from "~/utils/auth.server";
import { readFormData, requestWithForm } from "~/utils/form-data.server";
import { HYDRATE } from "~/utils/hydration";
import { startPendingSignIn } from "~/utils/pending-sign-in.server";
import { hasPermission } from "~/utils/permissions";
import { safeRedirect } from "~/utils/redirect";
import { finishBrowserSignIn, refuseSignIn } from "~/utils/sign-in.server";
import { pageTitle, useSiteSettings } from "~/utils/site-settings";
import { formConstraints, parseSubmission, withDatabaseBusyForm } from "~/utils/submission.server";

export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "Sign in") },
  { name: "robots", content: "noindex" },
];

/** Its form runs in the browser: pending state, errors kept in place. */
export const handle = HYDRATE;

export async function loader({ request }: LoaderFunctionArgs) {
  const redirectTo = new URL(request.url).searchParams.get("redirectTo");
  const user = await getUser(request);
  if (user && hasPermission(user, "dashboard:view")) throw redirect(safeRedirect(redirectTo));
  return { redirectTo: redirectTo ?? "", constraints: formConstraints(LoginSchema) };
}

/**
 * What the form says, and its status, for each reason a sign-in is refused. A function, not a
 * constant: a constant reading RATE_LIMITS would send the rate-limit rules to the browser.
 */
const refusals = () =>
  ({
    "invalid-credentials": ["Login failed. Please check your credentials.", 401],
    "rate-limited": [RATE_LIMITS["failed-sign-in"].refusal.message, 429],
    deactivated: [DEACTIVATED_MESSAGE, 403],
    "wrong-code": [WRONG_CODE_MESSAGE, 401],
    // Only with a pending sign-in to start (above); never said without one.
    "code-required": ["Login failed. Please check your credentials.", 401],
  }) as const;

async function signIn({ request }: ActionFunctionArgs) {
  const formData = await readFormData(request);
  const redirectTo = safeRedirect(formData.get("redirectTo"));
  const submission = parseSubmission(formData, LoginSchema);
  // A password is never sent back to the page.
  const hideFields = ["password"];
  if (submission.status !== "success") return json(submission.reply({ hideFields }), { status: 400 });

  const outcome = await authenticator.authenticate("form", requestWithForm(request, formData)).then(
    (user) => ({ user, refused: null, pending: null }),
    (error: unknown) => {
      if (error instanceof LoginRefused) return { user: null, refused: error.reason, pending: error.user };
      throw error;
    },
  );
  if (!outcome.user && outcome.refused === "code-required" && outcome.pending) {
    // The password was right: the second step asks for the code, holding only a pending sign-in.
    const next = `/login/two-factor?${new URLSearchParams({ redirectTo })}`;
    return redirect(next, { headers: { "Set-Cookie": await startPendingSignIn(outcome.pending) } });
  }
  if (!outcome.user) {
    return refuseSignIn(submission, refusals()[outcome.refused ?? "invalid-credentials"], hideFields);
  }
  return finishBrowserSignIn(request, outcome.user, redirectTo);
}

// Busy while counting a failed attempt or starting the session: the same answer either way.
export async function action(args: ActionFunctionArgs) {
  return withDatabaseBusyForm(args, signIn, { hideFields: ["password"] });
}

export default function LoginRoute() {
  const { company } = useSiteSettings();
  const { redirectTo, constraints } = useLoaderData<typeof loader>();

  // Messages disappear as soon as the user edits what they refer to; a new submit brings fresh ones.
  const form = useFormReply(useActionData<FormReply>(), { constraints });

  return (
    <AuthCard
      title="Sign in to your account"
      intro="Welcome back! Please enter your details."
      footer={
        <>
          This area is for {company.name} staff. Looking for us?{" "}
          <Link to="/contact" className="font-medium text-primary hover:underline">
            Contact the team
          </Link>
          .
        </>
      }
    >
      <SignInStepForm
        form={form}
        path="/login"
        errorId="login-error"
        redirectTo={redirectTo}
        submitLabel="Sign in"
        busyLabel="Signing in..."
      >
        <TextField
          label="Username"
          {...form.field("username")}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
        />
        <TextField label="Password" {...form.field("password")} type="password" autoComplete="current-password" />
      </SignInStepForm>
      <PasskeySignIn redirectTo={redirectTo || "/dashboard"} />
      <p className="mt-6 text-center text-sm">
        <Link to="/forgot-password" className="font-medium text-primary hover:underline">
          Forgot your password?
        </Link>
      </p>
    </AuthCard>
  );
}
