import { data, json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";

import { AccountLinkProblem } from "~/components/account-link-problem";
import { AuthCard } from "~/components/auth-card";
import { FormAlert, NewPasswordField, TextField, useFormReply, ValidatedForm } from "~/components/form-field";
import type { FormReply } from "~/lib/form-reply";
import { ROLE_LABELS } from "~/lib/roles";
import { AcceptInvitationSchema } from "~/lib/staff-account.server";
import { acceptInvitation, invitationFromToken } from "~/models/invitation.server";
import { siteSettings } from "~/models/site-settings.server";
import { startSession } from "~/utils/auth.server";
import { getClientIp } from "~/utils/http.server";
import { HYDRATE } from "~/utils/hydration";
import { checkPublicForm } from "~/utils/public-form.server";
import { pageTitle, useSiteSettings } from "~/utils/site-settings";
import { formConstraints, parseSubmission, replyWithFormError, withDatabaseBusyForm } from "~/utils/submission.server";
import { redirectWithToast } from "~/utils/toast.server";

// The link from an invitation email: the invited person chooses a username and a password, and is
// signed in. The link works once, for 7 days.

export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "Join the team") },
  { name: "robots", content: "noindex" },
];

/** Its form runs in the browser: pending state, errors kept in place. */
export const handle = HYDRATE;

export async function loader({ params }: LoaderFunctionArgs) {
  const link = await invitationFromToken(params.token);
  if (link.state !== "valid") return data({ state: link.state }, { status: link.state === "expired" ? 410 : 404 });
  const { email, name, role } = link.invitation;
  return {
    state: link.state,
    invitation: { email, name, role: ROLE_LABELS[role] },
    constraints: formConstraints(AcceptInvitationSchema),
  };
}

const HIDE_FIELDS = ["password"];

/** The username the form suggests: the address's local part, in the characters a username may use. */
function suggestedUsername(email: string) {
  return (email.split("@")[0] ?? "").toLowerCase().replace(/[^a-z0-9._-]/g, "");
}

const TAKEN = {
  "username-taken": { field: "username", message: "This username is taken: choose another" },
  "email-taken": { field: "", message: "A staff account already uses this invitation's email address" },
} as const;

async function accept({ request, params }: ActionFunctionArgs) {
  const gate = await checkPublicForm(request, "account-link");
  if (!gate.pass && gate.reason === "rate-limited") return gate.response;
  const here = new URL(request.url).pathname;
  const link = await invitationFromToken(params.token);
  if (!gate.pass || link.state !== "valid" || !params.token)
    return redirectWithToast(here, { type: "error", title: "This invitation does not work" });
  await gate.recordSubmission();
  const submission = parseSubmission(gate.formData, AcceptInvitationSchema);
  if (submission.status !== "success") return json(submission.reply({ hideFields: HIDE_FIELDS }), { status: 400 });
  const result = await acceptInvitation(params.token, submission.value, { ip: getClientIp(request) });
  if (result.status === "invalid")
    return redirectWithToast(here, { type: "error", title: "This invitation does not work" });
  if (result.status !== "accepted") {
    const { field, message } = TAKEN[result.status];
    const reply = field
      ? submission.reply({ fieldErrors: { [field]: [message] }, hideFields: HIDE_FIELDS })
      : replyWithFormError(gate.formData, message, HIDE_FIELDS);
    return json(reply, { status: 409 });
  }
  const { company } = await siteSettings();
  return redirectWithToast(
    "/dashboard",
    { type: "success", title: `Welcome to ${company.name}, ${submission.value.name}!` },
    { headers: { "Set-Cookie": await startSession(request, result.user) } },
  );
}

export async function action(args: ActionFunctionArgs) {
  return withDatabaseBusyForm(args, accept, { hideFields: HIDE_FIELDS });
}

export default function AcceptInvitationRoute() {
  const { company } = useSiteSettings();
  const data = useLoaderData<typeof loader>();
  const constraints = "constraints" in data ? data.constraints : {};
  const defaults =
    "invitation" in data ? { name: data.invitation.name, username: suggestedUsername(data.invitation.email) } : {};
  const form = useFormReply(useActionData<FormReply>(), { constraints, defaults });
  const pending = useNavigation().state === "submitting";
  if (!("invitation" in data)) return <AccountLinkProblem link="invitation" problem={data.state} />;
  const { invitation } = data;
  return (
    <AuthCard
      title={`Join ${company.name}`}
      intro={`You are invited to the back-office as ${invitation.role}, with the address ${invitation.email}. Choose how you will sign in.`}
    >
      <ValidatedForm method="post" replace errors={form.errors} onChange={form.onChange} className="space-y-5">
        <TextField label="Name" {...form.field("name")} autoComplete="name" />
        <TextField
          label="Username"
          {...form.field("username")}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          hint="Letters, digits, dots, dashes and underscores. You sign in with it."
        />
        <NewPasswordField label="Password" {...form.field("password")} />
        <FormAlert message={form.formError} />
        <button type="submit" className="btn-primary w-full py-3" disabled={pending}>
          {pending ? "Creating your account..." : "Create my account"}
        </button>
      </ValidatedForm>
    </AuthCard>
  );
}
