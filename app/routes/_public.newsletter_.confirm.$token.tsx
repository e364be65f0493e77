import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";

import { LinkPage } from "~/components/newsletter/link-page";
import type { ConfirmLinkState } from "~/lib/confirm-link.server";
import { confirmLinkState, confirmSubscription } from "~/models/subscriber.server";
import { env } from "~/utils/env.server";
import { readFormData } from "~/utils/form-data.server";
import { newsletterCopyOf, useNewsletterCopy } from "~/utils/newsletter-copy";
import { pageTitle } from "~/utils/site-settings";
import { withDatabaseBusyForm } from "~/utils/submission.server";
import { recordVisitGoal } from "~/utils/visit-source.server";

// The link of a confirmation email. It asks before it confirms (a mail scanner that follows links
// subscribes nobody); the button confirms once, within 48 hours, and records the consent.

export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, newsletterCopyOf(matches).confirm.ready.title) },
  { name: "robots", content: "noindex" },
];

const statusOf = (state: ConfirmLinkState) => (state === "invalid" || state === "expired" ? 404 : 200);

export async function loader({ params }: LoaderFunctionArgs) {
  const state = await confirmLinkState(env.sessionSecret, params.token ?? "");
  return data({ state }, { status: statusOf(state) });
}

export async function action(args: ActionFunctionArgs) {
  return withDatabaseBusyForm(args, async ({ request, params }) => {
    // The button's empty form: read as every form is (a body that is not one is refused).
    await readFormData(request);
    const { state, visit } = await confirmSubscription(env.sessionSecret, params.token ?? "");
    // The link comes from an email: the source is the visit that subscribed, kept with the subscription.
    if (state === "confirmed") await recordVisitGoal("newsletter", visit, "/newsletter");
    return data({ state }, { status: statusOf(state) });
  });
}

export default function ConfirmSubscriptionRoute() {
  const loaded = useLoaderData<typeof loader>();
  const confirmed = useActionData<{ state?: ConfirmLinkState }>();
  const state = confirmed?.state ?? loaded.state;
  const { confirm } = useNewsletterCopy();
  const page = confirm[state];
  return (
    <LinkPage title={page.title} text={page.text} subscribeAgain={state === "expired" || state === "invalid"}>
      {state === "ready" ? (
        <form method="post" className="mt-6">
          <button type="submit" className="btn-primary">
            {confirm.button}
          </button>
        </form>
      ) : null}
    </LinkPage>
  );
}
