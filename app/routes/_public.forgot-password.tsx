import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";

import { AuthCard } from "~/components/auth-card";
import { Honeypot } from "~/components/contact/honeypot";
import { FormAlert, TextField, useFormReply, ValidatedForm } from "~/components/form-field";
import type { FormReply } from "~/lib/form-reply";
import { ForgotPasswordSchema } from "~/lib/staff-account.server";
import { requestPasswordReset } from "~/models/password-reset.server";
import { getClientIp } from "~/utils/http.server";
import { HYDRATE } from "~/utils/hydration";
import { mailContext } from "~/utils/mail-context.server";
import { checkPublicForm } from "~/utils/public-form.server";
import { pageTitle } from "~/utils/site-settings";
import { formConstraints, parseSubmission, replySent, withDatabaseBusyForm } from "~/utils/submission.server";

// Forgotten password: whoever types an address gets the same answer, whether or not an account
// uses it; an account that does gets an email with a link valid for one hour.

export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "Reset your password") },
  { name: "robots", content: "noindex" },
];

/** What the page says after any request, whether or not an account uses the address. */
const RESET_REQUESTED_MESSAGE =
  "If a staff account uses that address, we have sent it a link to choose a new password. The link works once, for one hour.";

/** Its form runs in the browser: pending state, errors kept in place. */
export const handle = HYDRATE;

export async function loader(_args: LoaderFunctionArgs) {
  return { constraints: formConstraints(ForgotPasswordSchema) };
}

async function requestLink({ request }: ActionFunctionArgs) {
  const gate = await checkPublicForm(request, "password-reset");
  if (!gate.pass) return gate.reason === "rate-limited" ? gate.response : json(replySent());
  const submission = parseSubmission(gate.formData, ForgotPasswordSchema);
  if (submission.status !== "success") return json(submission.reply(), { status: 400 });
  await gate.recordSubmission();
  await requestPasswordReset(submission.value.email, { mail: await mailContext(), ip: getClientIp(request) });
  return json(replySent());
}

export async function action(args: ActionFunctionArgs) {
  return withDatabaseBusyForm(args, requestLink);
}

export default function ForgotPasswordRoute() {
  const { constraints } = useLoaderData<typeof loader>();
  const form = useFormReply(useActionData<FormReply>(), { constraints });
  const pending = useNavigation().state === "submitting";
  const back = (
    <Link to="/login" className="font-medium text-primary hover:underline">
      Back to sign in
    </Link>
  );
  if (form.sent) {
    return (
      <AuthCard title="Check your email" footer={back}>
        <p role="status" className="text-center text-muted-foreground">
          {RESET_REQUESTED_MESSAGE}
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Reset your password"
      intro="Type the email address of your staff account: we will send it a link to choose a new password."
      footer={back}
    >
      <ValidatedForm method="post" replace errors={form.errors} onChange={form.onChange} className="space-y-5">
        <Honeypot />
        <TextField label="Email" {...form.field("email")} type="email" autoComplete="email" />
        <FormAlert message={form.formError} />
        <button type="submit" className="btn-primary w-full py-3" disabled={pending}>
          {pending ? "Sending..." : "Send the link"}
        </button>
      </ValidatedForm>
    </AuthCard>
  );
}
