import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";

import { TwoFactorSection } from "~/components/account/two-factor-section";
import { BackToDashboard } from "~/components/admin-shell";
import { FormAlert, NewPasswordField, TextField, useFormReply, ValidatedForm } from "~/components/form-field";
import { RowActionForm } from "~/components/row-action-form";
import { RoleBadge } from "~/components/staff/staff-badges";
import { describeDevice } from "~/lib/device.server";
import type { FormReply } from "~/lib/form-reply";
import { formatDateTime } from "~/lib/format";
import { PasswordChangeSchema, ProfileSchema } from "~/lib/staff-account.server";
import {
  changePassword,
  EMAIL_TAKEN_MESSAGE,
  getAccount,
  updateProfile,
  WRONG_CURRENT_PASSWORD_MESSAGE,
} from "~/models/account.server";
import { endOtherSessions, endOwnSession, listSessions } from "~/models/session.server";
import { changeTwoFactor, twoFactorAccountData, type TwoFactorReply } from "~/utils/account-two-factor.server";
import { actorOf, getSessionId, requirePermission } from "~/utils/auth.server";
import { readFormData } from "~/utils/form-data.server";
import { pageTitle } from "~/utils/site-settings";
import { formConstraints, parseSubmission, withDatabaseBusyForm } from "~/utils/submission.server";
import { jsonWithToast, redirectWithToast } from "~/utils/toast.server";

// Everyone's own account: name and address, password, and the devices signed in to it.

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "Your account") }];

const PASSWORD_FIELDS = ["currentPassword", "newPassword", "proof", "code"];

// The page where a member the two-factor policy covers sets it up: the guard lets them through.
const SET_UP = { duringTwoFactorSetUp: true };

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requirePermission(request, "dashboard:view", SET_UP);
  const [account, sessions, currentSessionId, twoFactor] = await Promise.all([
    getAccount(user.id),
    listSessions(user.id),
    getSessionId(request),
    twoFactorAccountData(user),
  ]);
  if (!account) throw new Response("Account not found", { status: 404 });
  return {
    account,
    sessions: sessions.map(({ userAgent, ...session }) => ({
      ...session,
      device: describeDevice(userAgent),
      current: session.id === currentSessionId,
    })),
    twoFactor,
    constraints: {
      profile: formConstraints(ProfileSchema),
      password: formConstraints(PasswordChangeSchema),
    },
  };
}

const HERE = "/admin/account";

async function changeAccount({ request }: ActionFunctionArgs) {
  const user = await requirePermission(request, "dashboard:view", SET_UP);
  const actor = actorOf(request, user);
  const form = await readFormData(request);
  const intent = form.get("intent");
  const currentSessionId = await getSessionId(request);

  const twoFactorAnswer = await changeTwoFactor(intent, form, { ...actor, ip: actor.ip ?? "" });
  if (twoFactorAnswer) return twoFactorAnswer;

  if (intent === "profile") {
    const submission = parseSubmission(form, ProfileSchema);
    if (submission.status !== "success") return json({ intent, reply: submission.reply() }, { status: 400 });
    if ((await updateProfile(actor, submission.value)) === "email-taken")
      return json(
        { intent, reply: submission.reply({ fieldErrors: { email: [EMAIL_TAKEN_MESSAGE] } }) },
        { status: 409 },
      );
    return redirectWithToast(HERE, { type: "success", title: "Your details are saved" });
  }

  if (intent === "password") {
    form.set("username", user.username);
    const submission = parseSubmission(form, PasswordChangeSchema);
    const hideFields = PASSWORD_FIELDS;
    if (submission.status !== "success")
      return json({ intent, reply: submission.reply({ hideFields }) }, { status: 400 });
    const result = await changePassword(actor, currentSessionId, submission.value);
    if (result === "wrong-password") {
      const reply = submission.reply({
        fieldErrors: { currentPassword: [WRONG_CURRENT_PASSWORD_MESSAGE] },
        hideFields,
      });
      return jsonWithToast(
        { intent, reply },
        { type: "error", title: WRONG_CURRENT_PASSWORD_MESSAGE },
        { status: 400 },
      );
    }
    return redirectWithToast(HERE, {
      type: "success",
      title: "Password changed",
      description: "Every other session is signed out.",
    });
  }

  if (intent === "sign-out-others" && currentSessionId) {
    const count = await endOtherSessions(actor, currentSessionId);
    return redirectWithToast(HERE, {
      type: "success",
      title: `Signed out everywhere else (${count} ${count === 1 ? "session" : "sessions"})`,
    });
  }

  const session = form.get("session");
  if (intent === "sign-out" && typeof session === "string" && session !== currentSessionId) {
    const ended = await endOwnSession(actor, session);
    return redirectWithToast(
      HERE,
      ended
        ? { type: "success", title: "Session signed out" }
        : { type: "error", title: "That session had already ended" },
    );
  }
  return redirectWithToast(HERE, { type: "error", title: "Choose what to change" });
}

export async function action(args: ActionFunctionArgs) {
  return withDatabaseBusyForm(args, changeAccount, { hideFields: PASSWORD_FIELDS });
}

type AccountReply = { intent: string; reply: FormReply } | TwoFactorReply | undefined;

function ProfileForm() {
  const { account, constraints } = useLoaderData<typeof loader>();
  const data = useActionData<AccountReply>();
  const form = useFormReply(data && "reply" in data && data.intent === "profile" ? data.reply : null, {
    constraints: constraints.profile,
    defaults: { name: account.name, email: account.email },
  });
  const pending = useNavigation().formData?.get("intent") === "profile";
  return (
    <section aria-labelledby="profile-heading" className="rounded-2xl border border-border bg-background p-6 sm:p-8">
      <h2 id="profile-heading" className="text-xl font-semibold">
        Your details
      </h2>
      <ValidatedForm method="post" errors={form.errors} onChange={form.onChange} className="mt-5 space-y-5">
        <input type="hidden" name="intent" value="profile" />
        <TextField label="Name" {...form.field("name")} autoComplete="name" />
        <TextField label="Email" {...form.field("email")} type="email" autoComplete="email" />
        <FormAlert message={form.formError} />
        <button type="submit" className="btn-primary" disabled={pending}>
          {pending ? "Saving..." : "Save details"}
        </button>
      </ValidatedForm>
    </section>
  );
}

function PasswordForm() {
  const { account, constraints } = useLoaderData<typeof loader>();
  const data = useActionData<AccountReply>();
  const form = useFormReply(data && "reply" in data && data.intent === "password" ? data.reply : null, {
    constraints: constraints.password,
  });
  const pending = useNavigation().formData?.get("intent") === "password";
  return (
    <section aria-labelledby="password-heading" className="rounded-2xl border border-border bg-background p-6 sm:p-8">
      <h2 id="password-heading" className="text-xl font-semibold">
        Password
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">Changing it signs you out on every other device.</p>
      <ValidatedForm method="post" errors={form.errors} onChange={form.onChange} className="mt-5 space-y-5">
        <input type="hidden" name="intent" value="password" />
        <input type="text" name="username" value={account.username} autoComplete="username" readOnly hidden />
        <TextField
          label="Current password"
          {...form.field("currentPassword")}
          type="password"
          autoComplete="current-password"
        />
        <NewPasswordField label="New password" {...form.field("newPassword")} />
        <FormAlert message={form.formError} />
        <button type="submit" className="btn-primary" disabled={pending}>
          {pending ? "Changing..." : "Change password"}
        </button>
      </ValidatedForm>
    </section>
  );
}

function SessionList() {
  const { sessions } = useLoaderData<typeof loader>();
  const others = sessions.filter((session) => !session.current).length;
  return (
    <section aria-labelledby="sessions-heading" className="rounded-2xl border border-border bg-background p-6 sm:p-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="sessions-heading" className="text-xl font-semibold">
            Where you are signed in
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">Sessions last 7 days unless you sign out.</p>
        </div>
        {others > 0 ? (
          <Form method="post">
            <button type="submit" name="intent" value="sign-out-others" className="btn-outline">
              Sign out everywhere else
            </button>
          </Form>
        ) : null}
      </div>
      <ul className="mt-5 divide-y divide-border">
        {sessions.map((session) => (
          <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 py-4">
            <div className="min-w-0 text-sm">
              <p className="font-semibold">
                {session.device}
                {session.current ? (
                  <span className="ml-2 rounded-full border border-success/40 px-2 py-0.5 text-xs font-semibold text-success">
                    This device
                  </span>
                ) : null}
              </p>
              <p className="text-muted-foreground">
                {session.ip ?? "Unknown address"} · signed in{" "}
                <time dateTime={session.signedInAt}>{formatDateTime(session.signedInAt)}</time> · last seen{" "}
                <time dateTime={session.lastSeenAt}>{formatDateTime(session.lastSeenAt)}</time>
              </p>
            </div>
            {session.current ? null : (
              <RowActionForm
                name="session"
                id={session.id}
                intent="sign-out"
                label={`Sign out ${session.device}, last seen ${formatDateTime(session.lastSeenAt)}`}
              >
                Sign out
              </RowActionForm>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function TwoFactor() {
  const { twoFactor } = useLoaderData<typeof loader>();
  const data = useActionData<AccountReply>();
  return <TwoFactorSection data={twoFactor} reply={data && !("reply" in data) ? data : null} />;
}

export default function AccountRoute() {
  const { account } = useLoaderData<typeof loader>();
  return (
    <>
      <BackToDashboard />
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold tracking-tight">Your account</h1>
        <RoleBadge role={account.role} />
      </div>
      <p className="mt-1 text-muted-foreground">Signed in as {account.username}.</p>
      <div className="mt-8 grid max-w-3xl gap-6">
        <ProfileForm />
        <PasswordForm />
        <TwoFactor />
        <SessionList />
      </div>
    </>
  );
}
