import { data, json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";

import { AccountLinkProblem } from "~/components/account-link-problem";
import { AuthCard } from "~/components/auth-card";
import { FormAlert, NewPasswordField, useFormReply, ValidatedForm } from "~/components/form-field";
import type { FormReply } from "~/lib/form-reply";
import { NewPasswordSchema, passwordResetSchema } from "~/lib/staff-account.server";
import { resetFromToken, resetPassword } from "~/models/password-reset.server";
import { startSession } from "~/utils/auth.server";
import { getClientIp } from "~/utils/http.server";
import { HYDRATE } from "~/utils/hydration";
import { checkPublicForm } from "~/utils/public-form.server";
import { pageTitle } from "~/utils/site-settings";
import { formConstraints, parseSubmission, replyWithFormError, withDatabaseBusyForm } from "~/utils/submission.server";
import { redirectWithToast } from "~/utils/toast.server";

// The link from a password reset email: choose a new password. It works once, for an hour; using
// it signs out every other session and signs this browser in.

export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "Choose a new password") },
  { name: "robots", content: "noindex" },
];

/** Its form runs in the browser: pending state, errors kept in place. */
export const handle = HYDRATE;

export async function loader({ params }: LoaderFunctionArgs) {
  const link = await resetFromToken(params.token);
  if (link.state !== "valid") return data({ state: link.state }, { status: link.state === "expired" ? 410 : 404 });
  return {
    state: link.state,
    username: link.username,
    constraints: formConstraints(NewPasswordSchema),
  };
}

const HIDE_FIELDS = ["password"];

async function reset({ request, params }: ActionFunctionArgs) {
  const gate = await checkPublicForm(request, "account-link");
  if (!gate.pass && gate.reason === "rate-limited") return gate.response;
  const link = await resetFromToken(params.token);
  const here = new URL(request.url).pathname;
  if (!gate.pass || link.state !== "valid" || !params.token)
    return redirectWithToast(here, { type: "error", title: "This link does not work" });
  await gate.recordSubmission();
  gate.formData.set("username", link.username);
  const submission = parseSubmission(gate.formData, passwordResetSchema(link.username));
  if (submission.status !== "success") return json(submission.reply({ hideFields: HIDE_FIELDS }), { status: 400 });
  const user = await resetPassword(params.token, submission.value.password, { ip: getClientIp(request) });
  if (!user) return json(replyWithFormError(gate.formData, "This link no longer works", HIDE_FIELDS), { status: 410 });
  return redirectWithToast(
    "/dashboard",
    { type: "success", title: "Your password has been changed", description: "You are signed out everywhere else." },
    { headers: { "Set-Cookie": await startSession(request, user) } },
  );
}

export async function action(args: ActionFunctionArgs) {
  return withDatabaseBusyForm(args, reset, { hideFields: HIDE_FIELDS });
}

export default function ResetPasswordRoute() {
  const data = useLoaderData<typeof loader>();
  const form = useFormReply(useActionData<FormReply>(), { constraints: "constraints" in data ? data.constraints : {} });
  const pending = useNavigation().state === "submitting";
  if (!("username" in data)) return <AccountLinkProblem link="reset" problem={data.state} />;
  return (
    <AuthCard
      title="Choose a new password"
      intro={`For the account ${data.username}. A long phrase is easiest to remember.`}
    >
      <ValidatedForm method="post" replace errors={form.errors} onChange={form.onChange} className="space-y-5">
        <input type="text" name="username" value={data.username} autoComplete="username" readOnly hidden />
        <NewPasswordField label="New password" {...form.field("password")} />
        <FormAlert message={form.formError} />
        <button type="submit" className="btn-primary w-full py-3" disabled={pending}>
          {pending ? "Saving..." : "Save the new password"}
        </button>
      </ValidatedForm>
    </AuthCard>
  );
}
