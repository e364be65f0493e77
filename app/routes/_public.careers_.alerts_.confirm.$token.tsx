import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";

import { LinkPage } from "~/components/newsletter/link-page";
import { JOB_ALERTS_COPY } from "~/content/careers";
import type { ConfirmLinkState } from "~/lib/confirm-link.server";
import { alertConfirmLink, confirmJobAlert } from "~/models/job-alert.server";
import { env } from "~/utils/env.server";
import { readFormData } from "~/utils/form-data.server";
import { pageTitle } from "~/utils/site-settings";
import { withDatabaseBusyForm } from "~/utils/submission.server";

// The link of a job alert's confirmation email. It asks before it confirms (a mail scanner that
// follows links confirms nothing); the button confirms once, within 48 hours, and records the consent.

export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, JOB_ALERTS_COPY.confirm.ready.title) },
  { name: "robots", content: "noindex" },
];

const statusOf = (state: ConfirmLinkState) => (state === "invalid" || state === "expired" ? 404 : 200);

export async function loader({ params }: LoaderFunctionArgs) {
  const link = await alertConfirmLink(env.sessionSecret, params.token ?? "");
  return data(link, { status: statusOf(link.state) });
}

export async function action(args: ActionFunctionArgs) {
  return withDatabaseBusyForm(args, async ({ request, params }) => {
    // The button's empty form: read as every form is (a body that is not one is refused).
    await readFormData(request);
    const state = await confirmJobAlert(env.sessionSecret, params.token ?? "");
    return data({ state }, { status: statusOf(state) });
  });
}

export default function ConfirmJobAlertRoute() {
  const loaded = useLoaderData<typeof loader>();
  const confirmed = useActionData<{ state?: ConfirmLinkState }>();
  const state = confirmed?.state ?? loaded.state;
  const { confirm, eyebrow, again } = JOB_ALERTS_COPY;
  if (state === "ready") {
    return (
      <LinkPage eyebrow={eyebrow} title={confirm.ready.title} text={confirm.ready.text(loaded.search ?? "")}>
        <form method="post" className="mt-6">
          <button type="submit" className="btn-primary">
            {confirm.button}
          </button>
        </form>
      </LinkPage>
    );
  }
  const page = confirm[state];
  return (
    <LinkPage
      eyebrow={eyebrow}
      title={page.title}
      text={page.text}
      again={state === "expired" || state === "invalid" ? again : undefined}
    />
  );
}
