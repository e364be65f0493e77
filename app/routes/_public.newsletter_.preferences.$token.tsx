import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { LinkPage } from "~/components/newsletter/link-page";
import { TopicsFieldset } from "~/components/newsletter/topics-fieldset";
import {
  PreferencesSchema,
  subscriberOfReaderToken,
  topicsOf,
  unsubscribe,
  updatePreferences,
} from "~/models/subscriber.server";
import { tagsInUse } from "~/models/tag.server";
import { env } from "~/utils/env.server";
import { newsletterCopyOf, useNewsletterCopy } from "~/utils/newsletter-copy";
import { checkPublicForm } from "~/utils/public-form.server";
import { pageTitle } from "~/utils/site-settings";
import { parseSubmission, withDatabaseBusyForm } from "~/utils/submission.server";
import { redirectWithToast } from "~/utils/toast.server";

// A reader's newsletter preferences, from the link in every newsletter email: their topics and
// unsubscribing, with no sign-in and no script (plain forms).

export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, newsletterCopyOf(matches).preferences.title) },
  { name: "robots", content: "noindex" },
];

export async function loader({ params }: LoaderFunctionArgs) {
  const subscriber = await subscriberOfReaderToken(env.sessionSecret, params.token ?? "");
  if (!subscriber) return data({ found: false as const }, { status: 404 });
  return {
    found: true as const,
    email: subscriber.email,
    subscribed: subscriber.status === "confirmed",
    allTopics: subscriber.all_topics === 1,
    chosen: await topicsOf(subscriber.id),
    topics: await tagsInUse(),
  };
}

async function savePreferences({ request, params }: ActionFunctionArgs) {
  const here = new URL(request.url).pathname;
  const gate = await checkPublicForm(request, "newsletter");
  if (!gate.pass && gate.reason === "rate-limited") return gate.response;
  const subscriber = await subscriberOfReaderToken(env.sessionSecret, params.token ?? "");
  if (!gate.pass || !subscriber) return redirectWithToast(here, { type: "error", title: "Nothing was changed" });
  await gate.recordSubmission();
  if (gate.formData.get("intent") === "unsubscribe") {
    await unsubscribe(subscriber.id);
    return redirectWithToast(here, { type: "success", title: "You are unsubscribed" });
  }
  const submission = parseSubmission(gate.formData, PreferencesSchema);
  if (submission.status !== "success") return redirectWithToast(here, { type: "error", title: "Nothing was changed" });
  await updatePreferences(subscriber.id, submission.value);
  return redirectWithToast(here, { type: "success", title: "Your topics are saved" });
}

export async function action(args: ActionFunctionArgs) {
  return withDatabaseBusyForm(args, savePreferences);
}

export default function NewsletterPreferencesRoute() {
  const reader = useLoaderData<typeof loader>();
  const { confirm, preferences } = useNewsletterCopy();
  if (!reader.found) {
    return (
      <LinkPage
        title={confirm.invalid.title}
        text="It may have been copied only in part, or the subscription it belonged to was deleted."
        subscribeAgain
      />
    );
  }
  if (!reader.subscribed) {
    return (
      <LinkPage
        title={preferences.notSubscribedTitle}
        text={`We send no newsletter to ${reader.email}. If you change your mind, you are welcome back.`}
        subscribeAgain
      />
    );
  }
  return (
    <LinkPage title={preferences.title} text={`Insights are sent to ${reader.email}.`}>
      <form method="post" className="mt-8 space-y-6">
        <TopicsFieldset topics={reader.topics} allTopics={reader.allTopics} chosen={reader.chosen} />
        <button type="submit" name="intent" value="save" className="btn-primary">
          {preferences.saveLabel}
        </button>
      </form>
      <form method="post" className="mt-8 border-t border-border pt-6">
        <p className="text-sm text-muted-foreground">{preferences.unsubscribeNote}</p>
        <button type="submit" name="intent" value="unsubscribe" className="btn-outline mt-3">
          {preferences.unsubscribeLabel}
        </button>
      </form>
    </LinkPage>
  );
}
