import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";

import { BackToList, RecordErrorBoundary } from "~/components/admin/record-pages";
import { RoleBadge, StatusBadge } from "~/components/staff/staff-badges";
import { STAFF } from "~/content/admin-resources";
import { formatDateTime } from "~/lib/format";
import { isRole, ROLE_LABELS, ROLES } from "~/lib/roles";
import { displayName } from "~/lib/staff";
import { parseId } from "~/models/query.server";
import {
  changeRole,
  deleteStaffMember,
  getStaffMember,
  LAST_ADMIN_MESSAGE,
  OWN_ACCOUNT_MESSAGE,
  setStaffMemberActive,
  type StaffChangeResult,
} from "~/models/staff.server";
import { LAST_ADMIN_TWO_FACTOR_MESSAGE, resetTwoFactor, twoFactorStatus } from "~/models/two-factor.server";
import { requireAdminRecord } from "~/utils/admin-record.server";
import { readFormData } from "~/utils/form-data.server";
import { mailContext } from "~/utils/mail-context.server";
import { pageTitle } from "~/utils/site-settings";
import { withDatabaseBusyForm } from "~/utils/submission.server";
import { redirectWithToast } from "~/utils/toast.server";

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "Staff account") }];

const MEMBER = { parse: parseId, load: getStaffMember, resource: STAFF };

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { record: member, user } = await requireAdminRecord(request, "users:manage", params.id, MEMBER);
  return { member, self: member.id === user.id, twoFactor: await twoFactorStatus(member.id) };
}

const REFUSALS: Partial<Record<StaffChangeResult, string>> = {
  "last-admin": LAST_ADMIN_MESSAGE,
  "own-account": OWN_ACCOUNT_MESSAGE,
  missing: STAFF.notFound,
};

async function changeMember({ request, params }: ActionFunctionArgs) {
  const { id, actor, record: member } = await requireAdminRecord(request, "users:manage", params.id, MEMBER);
  const form = await readFormData(request);
  const here = `/admin/users/${id}`;
  const intent = form.get("intent");
  const role = form.get("role");
  let result: StaffChangeResult;
  let done: string;
  if (intent === "role" && isRole(role)) {
    result = await changeRole(id, role, actor);
    done = `${displayName(member)} is now ${ROLE_LABELS[role]}`;
  } else if (intent === "deactivate" || intent === "reactivate") {
    result = await setStaffMemberActive(id, intent === "reactivate", actor);
    done = intent === "reactivate" ? "Account reactivated" : "Account deactivated: signed out everywhere";
  } else if (intent === "reset-two-factor") {
    const reset = await resetTwoFactor(actor, id, { mail: await mailContext() });
    if (reset === "last-admin") return redirectWithToast(here, { type: "error", title: LAST_ADMIN_TWO_FACTOR_MESSAGE });
    return redirectWithToast(here, {
      type: "success",
      title: reset === "removed" ? "Two-factor sign-in reset: they were emailed" : "They had no second factor to reset",
    });
  } else if (intent === "delete" && form.get("confirm") === "yes") {
    result = await deleteStaffMember(id, actor);
    if (result === "changed") return redirectWithToast(STAFF.listPath, { type: "success", title: "Account deleted" });
    done = "";
  } else {
    return redirectWithToast(here, { type: "error", title: "Choose what to change" });
  }
  if (result === "changed" || result === "unchanged") return redirectWithToast(here, { type: "success", title: done });
  return redirectWithToast(result === "missing" ? STAFF.listPath : here, {
    type: "error",
    title: REFUSALS[result] ?? "That change could not be made",
  });
}

export async function action(args: ActionFunctionArgs) {
  return withDatabaseBusyForm(args, changeMember);
}

export function ErrorBoundary() {
  return <RecordErrorBoundary resource={STAFF} />;
}

function describeSecondFactors({ authenticator, passkeys }: { authenticator: boolean; passkeys: number }) {
  const factors = [
    authenticator ? "authenticator app" : null,
    passkeys > 0 ? `${passkeys} ${passkeys === 1 ? "passkey" : "passkeys"}` : null,
  ].filter(Boolean);
  return factors.length > 0 ? `On (${factors.join(", ")})` : "Off";
}

export default function StaffMemberRoute() {
  const { member, self, twoFactor } = useLoaderData<typeof loader>();
  const pending = useNavigation().state === "submitting";
  const name = displayName(member);
  const facts: Array<[string, string]> = [
    ["Username", member.username],
    ["Email", member.email ?? "—"],
    ["Joined", formatDateTime(member.createdAt)],
    ["Last sign-in", member.lastSignInAt ? formatDateTime(member.lastSignInAt) : "Never"],
    ["Two-factor sign-in", describeSecondFactors(twoFactor)],
  ];
  const secured = twoFactor.authenticator || twoFactor.passkeys > 0;
  return (
    <>
      <BackToList resource={STAFF} />
      <article className="mt-6 max-w-3xl rounded-2xl border border-border bg-background p-6 sm:p-8">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <h1 className="min-w-0 text-2xl font-bold tracking-tight [overflow-wrap:anywhere]">{name}</h1>
          <span className="flex flex-wrap gap-2">
            <RoleBadge role={member.role} />
            <StatusBadge active={member.active} />
          </span>
        </div>
        <dl className="mt-6 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[max-content_1fr]">
          {facts.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-medium text-muted-foreground">{label}</dt>
              <dd className="[overflow-wrap:anywhere]">{value}</dd>
            </div>
          ))}
        </dl>

        <p className="mt-6 text-sm">
          <Link to={`/admin/consultants/${member.id}`} className="font-medium text-primary hover:underline">
            Consultant settings
          </Link>
          : whether visitors can book {name}, for which topics, and their hours.
        </p>

        {self ? (
          <p className="mt-8 rounded-lg bg-muted px-4 py-3 text-sm">
            This is your account. Change your name, email and password on{" "}
            <Link to="/admin/account" className="font-medium text-primary hover:underline">
              your account page
            </Link>
            ; another Admin changes your role or status.
          </p>
        ) : (
          <div className="mt-8 space-y-8">
            <Form method="post" className="flex flex-wrap items-end gap-3">
              <div>
                <label htmlFor="role" className="label">
                  Role
                </label>
                <select id="role" name="role" defaultValue={member.role ?? "editor"} className="input">
                  {ROLES.map((role) => (
                    <option key={role} value={role}>
                      {ROLE_LABELS[role]}
                    </option>
                  ))}
                </select>
              </div>
              <button type="submit" name="intent" value="role" className="btn-primary" disabled={pending}>
                Change role
              </button>
            </Form>

            <Form method="post">
              <h2 className="text-lg font-semibold">{member.active ? "Deactivate" : "Reactivate"}</h2>
              <p className="mt-1 text-sm text-muted-foreground">
                {member.active
                  ? `${name} is signed out at once, everywhere, and cannot sign in until reactivated. Their API tokens stop working.`
                  : `${name} can sign in again.`}
              </p>
              <button
                type="submit"
                name="intent"
                value={member.active ? "deactivate" : "reactivate"}
                className="btn-outline mt-3"
                disabled={pending}
              >
                {member.active ? "Deactivate account" : "Reactivate account"}
              </button>
            </Form>

            {secured ? (
              <Form method="post">
                <h2 className="text-lg font-semibold">Reset two-factor sign-in</h2>
                <p className="mt-1 text-sm text-muted-foreground">
                  For someone who lost their phone or passkeys: their authenticator app, recovery codes and passkeys
                  stop working, and they are emailed. They set it up again after signing in with their password.
                </p>
                <button type="submit" name="intent" value="reset-two-factor" className="btn-outline mt-3">
                  Reset two-factor sign-in
                </button>
              </Form>
            ) : null}

            <Form method="post" className="rounded-xl border border-danger/40 p-5">
              <h2 className="text-lg font-semibold text-danger">Delete account</h2>
              <p className="mt-1 text-sm text-muted-foreground">
                The account goes for good; the activity log keeps its username.
              </p>
              <div className="mt-3 flex items-start gap-3">
                <input
                  id="confirm-delete"
                  type="checkbox"
                  name="confirm"
                  value="yes"
                  required
                  className="mt-1 h-4 w-4 shrink-0 accent-[rgb(var(--primary))]"
                />
                <label htmlFor="confirm-delete" className="text-sm">
                  Yes, delete the account of {name}
                </label>
              </div>
              <button type="submit" name="intent" value="delete" className="btn-danger mt-3" disabled={pending}>
                Delete account
              </button>
            </Form>
          </div>
        )}
      </article>
    </>
  );
}
