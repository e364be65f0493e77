import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";

import { formatDate } from "~/lib/format";
import { WITHDRAW_PURPOSE } from "~/models/application-emails.server";
import { findApplication, withdrawApplication } from "~/models/application.server";
import { HYDRATE } from "~/utils/hydration";
import { mailContext } from "~/utils/mail-context.server";
import { checkPublicForm } from "~/utils/public-form.server";
import { recordFromLink } from "~/utils/signed-link.server";
import { pageTitle, useSiteSettings } from "~/utils/site-settings";
import { withDatabaseBusyForm } from "~/utils/submission.server";
import { redirectWithToast } from "~/utils/toast.server";

// The candidate's link from their confirmation email: withdraw the application and have their
// data deleted, without signing in. It asks once (a mail scanner that follows links changes
// nothing); afterwards the link says the application is no longer held.

export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "Withdraw your application") },
  { name: "robots", content: "noindex" },
];

/** Its form runs in the browser: pending state, errors kept in place. */
export const handle = HYDRATE;

export async function loader({ params }: LoaderFunctionArgs) {
  const link = await recordFromLink(WITHDRAW_PURPOSE, params.token, findApplication);
  if (link.state !== "valid") return data({ state: link.state }, { status: link.state === "gone" ? 200 : 404 });
  const { record: application } = link;
  return {
    state: "held" as const,
    fullName: application.fullName,
    jobTitle: application.jobTitle,
    appliedOn: application.createdAt,
  };
}

async function withdraw({ request, params }: ActionFunctionArgs) {
  const gate = await checkPublicForm(request, "booking-change");
  if (!gate.pass && gate.reason === "rate-limited") return gate.response;
  const link = await recordFromLink(WITHDRAW_PURPOSE, params.token, findApplication);
  const here = new URL(request.url).pathname;
  if (!gate.pass || link.state !== "valid")
    return redirectWithToast(here, { type: "error", title: "Nothing to withdraw" });
  await gate.recordSubmission();
  await withdrawApplication(link.record.id, { mail: await mailContext() });
  return redirectWithToast(here, { type: "success", title: "Your application is withdrawn and your data deleted" });
}

export async function action(args: ActionFunctionArgs) {
  return withDatabaseBusyForm(args, withdraw);
}

/** What the page says when the link does not show an application, by why (`email`: where to write instead). */
const textOf = (email: string) => ({
  invalid: {
    title: "This link does not work",
    text: "It may have been copied only in part. The link in your confirmation email withdraws your application.",
  },
  expired: {
    title: "This link has expired",
    text: `Write to ${email} and we will withdraw your application and delete your data.`,
  },
  gone: {
    title: "Your application is withdrawn",
    text: "We no longer hold it: your application, your CV and your details have been deleted.",
  },
});

export default function WithdrawRoute() {
  const data = useLoaderData<typeof loader>();
  const submitting = useNavigation().state === "submitting";
  const { company } = useSiteSettings();
  return (
    <div className="container max-w-2xl py-16 md:py-24">
      <div className="card p-8 sm:p-10">
        {"fullName" in data ? (
          <>
            <p className="text-sm font-semibold uppercase tracking-widest text-primary">Your application</p>
            <h1 className="mt-3 text-3xl font-bold tracking-tight">Withdraw your application for {data.jobTitle}?</h1>
            <p className="mt-4 text-muted-foreground">
              {data.fullName}, you applied on {formatDate(data.appliedOn)}. Withdrawing deletes your application, your
              CV and your details for good. You are welcome to apply again later.
            </p>
            <Form method="post" className="mt-8 flex flex-wrap gap-3">
              <button type="submit" className="btn-danger" disabled={submitting}>
                {submitting ? "Withdrawing..." : "Withdraw my application and delete my data"}
              </button>
              <Link to="/careers" className="btn-outline">
                Keep my application
              </Link>
            </Form>
          </>
        ) : (
          <>
            <h1 className="text-3xl font-bold tracking-tight">{textOf(company.email)[data.state].title}</h1>
            <p className="mt-4 text-muted-foreground">{textOf(company.email)[data.state].text}</p>
            <Link to="/careers" className="btn-primary mt-8">
              See open roles
            </Link>
          </>
        )}
      </div>
    </div>
  );
}
