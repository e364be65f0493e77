import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";

import { LinkPage } from "~/components/newsletter/link-page";
import { confirmLinkState, confirmSubscription, type ConfirmLink } from "~/models/subscriber.server";
import { env } from "~/utils/env.server";
import { readFormData } from "~/utils/form-data.server";
import { pageTitle } from "~/utils/site-settings";
import { withDatabaseBusyForm } from "~/utils/submission.server";
import { recordFormGoal } from "~/utils/visit-source.server";

// The link of a confirmation email. It asks before it confirms (a mail scanner that follows links
// subscribes nobody); the button confirms once, within 48 hours, and records the consent.

export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "Confirm your subscription") },
  { name: "robots", content: "noindex" },
];

const statusOf = (state: ConfirmLink) => (state === "invalid" || state === "expired" ? 404 : 200);

export async function loader({ params }: LoaderFunctionArgs) {
  const state = await confirmLinkState(env.sessionSecret, params.token ?? "");
  return data({ state }, { status: statusOf(state) });
}

export async function action(args: ActionFunctionArgs) {
  return withDatabaseBusyForm(args, async ({ request, params }) => {
    // The button's empty form: read as every form is (a body that is not one is refused).
    const formData = await readFormData(request);
    const state = await confirmSubscription(env.sessionSecret, params.token ?? "");
    // The link comes from an email: the visit that subscribed is not known here.
    if (state === "confirmed") await recordFormGoal("newsletter", formData, "/newsletter");
    return data({ state }, { status: statusOf(state) });
  });
}

const PAGES: Record<ConfirmLink, { title: string; text: string }> = {
  ready: {
    title: "Confirm your subscription",
    text: "One click and you will receive an email when we publish a new article. You can leave at any time from any of our emails.",
  },
  confirmed: {
    title: "You are subscribed",
    text: "Thank you. The next article we publish will reach your inbox; every email has a link to choose your topics or unsubscribe.",
  },
  used: {
    title: "This link was already used",
    text: "Your subscription is confirmed, or a newer confirmation email replaced this one: use the link in the newest email.",
  },
  expired: {
    title: "This link has expired",
    text: "Confirmation links work for 48 hours. Subscribe again and we will send you a new one.",
  },
  invalid: {
    title: "This link does not work",
    text: "It may have been copied only in part. Open the link from the confirmation email again, or subscribe again.",
  },
};

export default function ConfirmSubscriptionRoute() {
  const loaded = useLoaderData<typeof loader>();
  const confirmed = useActionData<{ state?: ConfirmLink }>();
  const state = confirmed?.state ?? loaded.state;
  const page = PAGES[state];
  return (
    <LinkPage title={page.title} text={page.text} subscribeAgain={state === "expired" || state === "invalid"}>
      {state === "ready" ? (
        <form method="post" className="mt-6">
          <button type="submit" className="btn-primary">
            Confirm my subscription
          </button>
        </form>
      ) : null}
    </LinkPage>
  );
}
