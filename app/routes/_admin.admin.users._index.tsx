import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";

import { ListHeader, ListItemHeading } from "~/components/admin/list-page";
import { RoleBadge, StatusBadge } from "~/components/staff/staff-badges";
import { STAFF } from "~/content/admin-resources";
import { formatDateTime } from "~/lib/format";
import { ROLE_LABELS } from "~/lib/roles";
import { displayName } from "~/lib/staff";
import { isTwoFactorPolicy, policyRequires, TWO_FACTOR_POLICIES } from "~/lib/two-factor-policy";
import { listOpenInvitations, resendInvitation, revokeInvitation } from "~/models/invitation.server";
import { parseId } from "~/models/query.server";
import { listStaff } from "~/models/staff.server";
import { getTwoFactorPolicy, hasSecondFactor, setTwoFactorPolicy } from "~/models/two-factor.server";
import { requireActor, requirePermission } from "~/utils/auth.server";
import { env } from "~/utils/env.server";
import { readFormData } from "~/utils/form-data.server";
import { mailContext } from "~/utils/mail-context.server";
import { pageTitle } from "~/utils/site-settings";
import { withDatabaseBusyForm } from "~/utils/submission.server";
import { redirectWithToast } from "~/utils/toast.server";

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "Staff") }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requirePermission(request, "users:manage");
  const [staff, invitations, twoFactorPolicy] = await Promise.all([
    listStaff(),
    listOpenInvitations(),
    getTwoFactorPolicy(),
  ]);
  return {
    staff,
    invitations,
    twoFactorPolicy,
    now: new Date().toISOString(),
    smtpConfigured: Boolean(env.mail.smtpUrl),
  };
}

const SET_UP_YOURS_FIRST = "Set up two-factor sign-in on your own account first: the policy covers you too.";

/** Resend or revoke an open invitation, or set the two-factor policy. */
async function changeInvitation({ request }: ActionFunctionArgs) {
  const actor = await requireActor(request, "users:manage");
  const form = await readFormData(request);
  const policy = form.get("policy");
  if (form.get("intent") === "two-factor-policy" && isTwoFactorPolicy(policy)) {
    // Otherwise the Admin would be sent to set it up before they could see the change.
    if (policyRequires(policy, "admin") && !(await hasSecondFactor(actor.id)))
      return redirectWithToast(STAFF.listPath, { type: "error", title: SET_UP_YOURS_FIRST });
    await setTwoFactorPolicy(actor, policy);
    return redirectWithToast(STAFF.listPath, {
      type: "success",
      title: `Two-factor sign-in: ${TWO_FACTOR_POLICIES[policy]}`,
    });
  }
  const id = parseId(String(form.get("invitation") ?? ""));
  const intent = form.get("intent");
  const done =
    id === null
      ? false
      : intent === "resend"
        ? await resendInvitation(id, { mail: await mailContext(), actor })
        : intent === "revoke"
          ? await revokeInvitation(id, actor)
          : false;
  if (!done) return redirectWithToast(STAFF.listPath, { type: "error", title: "That invitation is no longer open" });
  return redirectWithToast(STAFF.listPath, {
    type: "success",
    title: intent === "resend" ? "Invitation sent again with a new link" : "Invitation revoked",
  });
}

export async function action(args: ActionFunctionArgs) {
  return withDatabaseBusyForm(args, changeInvitation);
}

export default function StaffRoute() {
  const { staff, invitations, now, smtpConfigured, twoFactorPolicy } = useLoaderData<typeof loader>();
  return (
    <>
      <ListHeader
        title="Staff"
        summary="Who can sign in to the back-office, and what each role reaches."
        newLink={{ to: "/admin/users/invite", label: "Invite someone" }}
      />
      <ul className="mt-8 space-y-3">
        {staff.map((member) => (
          <li key={member.id} className="rounded-2xl border border-border bg-background p-5 shadow-sm">
            <ListItemHeading
              to={`/admin/users/${member.id}`}
              name={displayName(member)}
              about={member.email ?? member.username}
              details={
                <>
                  {member.username} ·{" "}
                  {member.lastSignInAt ? (
                    <>
                      last signed in <time dateTime={member.lastSignInAt}>{formatDateTime(member.lastSignInAt)}</time>
                    </>
                  ) : (
                    "never signed in"
                  )}
                </>
              }
              badge={
                <span className="flex flex-wrap gap-2">
                  <RoleBadge role={member.role} />
                  <StatusBadge active={member.active} />
                </span>
              }
            />
          </li>
        ))}
      </ul>

      <section aria-labelledby="two-factor-policy-heading" className="mt-12">
        <h2 id="two-factor-policy-heading" className="text-xl font-bold tracking-tight">
          Two-factor sign-in
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          When it is required, a member without it is sent to set it up right after signing in and can open nothing else
          until they have.
        </p>
        <Form method="post" className="mt-4 flex flex-wrap items-end gap-3">
          <div>
            <label htmlFor="two-factor-policy" className="label">
              Policy
            </label>
            <select id="two-factor-policy" name="policy" defaultValue={twoFactorPolicy} className="input">
              {Object.entries(TWO_FACTOR_POLICIES).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" name="intent" value="two-factor-policy" className="btn-primary">
            Save policy
          </button>
        </Form>
      </section>

      <section aria-labelledby="invitations-heading" className="mt-12">
        <h2 id="invitations-heading" className="text-xl font-bold tracking-tight">
          Invitations
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          {smtpConfigured ? (
            "Each invitation link works once, for 7 days. Sending it again makes a new link."
          ) : (
            <>
              No email server is configured: open the invitation in the{" "}
              <Link to="/admin/outbox" className="font-medium text-primary hover:underline">
                Outbox
              </Link>{" "}
              to pass its link on.
            </>
          )}
        </p>
        {invitations.length === 0 ? (
          <p className="mt-4 text-sm text-muted-foreground">No open invitations.</p>
        ) : (
          <ul className="mt-4 space-y-3">
            {invitations.map((invitation) => {
              const expired = invitation.expiresAt <= now;
              return (
                <li
                  key={invitation.id}
                  className="flex flex-wrap items-center justify-between gap-4 rounded-2xl border border-dashed border-border bg-background p-5"
                >
                  <div className="min-w-0">
                    <p className="font-semibold [overflow-wrap:anywhere]">
                      {invitation.name} <span className="font-normal text-muted-foreground">· {invitation.email}</span>
                    </p>
                    <p className="text-sm text-muted-foreground">
                      {ROLE_LABELS[invitation.role]} · {expired ? "expired " : "expires "}
                      <time dateTime={invitation.expiresAt}>{formatDateTime(invitation.expiresAt)}</time>
                    </p>
                  </div>
                  <Form method="post" className="flex gap-2">
                    <input type="hidden" name="invitation" value={invitation.id} />
                    <button
                      type="submit"
                      name="intent"
                      value="resend"
                      className="btn-outline"
                      aria-label={`Resend the invitation to ${invitation.email}`}
                    >
                      Resend
                    </button>
                    <button
                      type="submit"
                      name="intent"
                      value="revoke"
                      className="btn-outline text-danger"
                      aria-label={`Revoke the invitation to ${invitation.email}`}
                    >
                      Revoke
                    </button>
                  </Form>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </>
  );
}
