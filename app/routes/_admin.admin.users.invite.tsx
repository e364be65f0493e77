import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";

import { BackToList } from "~/components/admin/record-pages";
import { FormAlert, SelectField, TextField, useFormReply, ValidatedForm } from "~/components/form-field";
import { STAFF } from "~/content/admin-resources";
import type { FormReply } from "~/lib/form-reply";
import { ROLE_LABELS, ROLES } from "~/lib/roles";
import { InvitationSchema } from "~/lib/staff-account.server";
import { ACCOUNT_EXISTS_MESSAGE, createInvitation, INVITATION_PENDING_MESSAGE } from "~/models/invitation.server";
import { requireActor, requirePermission } from "~/utils/auth.server";
import { readFormData } from "~/utils/form-data.server";
import { mailContext } from "~/utils/mail-context.server";
import { pageTitle } from "~/utils/site-settings";
import { formConstraints, parseSubmission, withDatabaseBusyForm } from "~/utils/submission.server";
import { redirectWithToast } from "~/utils/toast.server";

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "Invite someone") }];

/** What each role reaches, next to its choice. */
const ROLE_HINTS = {
  admin: "everything, including staff accounts and the activity log",
  editor: "blog posts",
  recruiter: "jobs and applications",
  support: "contact messages and appointments",
} as const;

export async function loader({ request }: LoaderFunctionArgs) {
  await requirePermission(request, "users:manage");
  return { constraints: formConstraints(InvitationSchema) };
}

async function invite({ request }: ActionFunctionArgs) {
  const actor = await requireActor(request, "users:manage");
  const submission = parseSubmission(await readFormData(request), InvitationSchema);
  if (submission.status !== "success") return json(submission.reply(), { status: 400 });
  const result = await createInvitation(submission.value, { mail: await mailContext(), actor });
  if (result.status !== "invited") {
    const message = result.status === "account-exists" ? ACCOUNT_EXISTS_MESSAGE : INVITATION_PENDING_MESSAGE;
    return json(submission.reply({ fieldErrors: { email: [message] } }), { status: 409 });
  }
  return redirectWithToast(STAFF.listPath, {
    type: "success",
    title: "Invitation sent",
    description: `${result.invitation.name} <${result.invitation.email}>`,
  });
}

export async function action(args: ActionFunctionArgs) {
  return withDatabaseBusyForm(args, invite);
}

export default function InviteRoute() {
  const { constraints } = useLoaderData<typeof loader>();
  const form = useFormReply(useActionData<FormReply>(), { constraints, defaults: { role: "editor" } });
  const pending = useNavigation().state === "submitting";
  return (
    <>
      <BackToList resource={STAFF} />
      <div className="mt-6 max-w-xl rounded-2xl border border-border bg-background p-6 sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight">Invite someone</h1>
        <p className="mt-2 text-sm text-muted-foreground">
          They get an email with a link to choose their username and password. The link works once, for 7 days.
        </p>
        <ValidatedForm method="post" errors={form.errors} onChange={form.onChange} className="mt-6 space-y-5">
          <TextField label="Name" {...form.field("name")} autoComplete="off" />
          <TextField label="Email" {...form.field("email")} type="email" autoComplete="off" />
          <SelectField label="Role" {...form.field("role")}>
            <option value="">Choose a role</option>
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {ROLE_LABELS[role]}: {ROLE_HINTS[role]}
              </option>
            ))}
          </SelectField>
          <FormAlert message={form.formError} />
          <button type="submit" className="btn-primary" disabled={pending}>
            {pending ? "Sending..." : "Send the invitation"}
          </button>
        </ValidatedForm>
      </div>
    </>
  );
}
