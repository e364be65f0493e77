import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";

import { VisitSourceField } from "~/components/analytics/visit-source-field";
import { Honeypot } from "~/components/contact/honeypot";
import { FormAlert, TextField, useFormReply } from "~/components/form-field";
import { NewsletterConsent } from "~/components/newsletter/consent";
import { TopicsFieldset } from "~/components/newsletter/topics-fieldset";
import { PageHeader } from "~/components/page-header";
import type { FormReply } from "~/lib/form-reply";
import { subscribe, SubscribeSchema } from "~/models/subscriber.server";
import { tagsInUse } from "~/models/tag.server";
import { mailContext } from "~/utils/mail-context.server";
import { newsletterCopyOf, useNewsletterCopy } from "~/utils/newsletter-copy";
import { checkPublicForm } from "~/utils/public-form.server";
import { seoMeta } from "~/utils/seo";
import { formConstraints, parseSubmission, replySent, withDatabaseBusyForm } from "~/utils/submission.server";
import { readSubscribeVisit, visitSourceField } from "~/utils/visit-source.server";

// Subscribing to Insights: the footer's form posts here too. Every accepted request gets the same
// answer, whatever the address's state, so nobody can learn who is on the list.

export async function loader({ request }: LoaderFunctionArgs) {
  return {
    topics: await tagsInUse(),
    constraints: formConstraints(SubscribeSchema),
    visitSource: visitSourceField(request),
  };
}

export const meta: MetaFunction<typeof loader> = ({ matches }) => {
  const { page } = newsletterCopyOf(matches);
  return seoMeta({ matches, title: page.title, description: page.intro, path: "/newsletter" });
};

async function subscribeReader({ request }: ActionFunctionArgs) {
  const gate = await checkPublicForm(request, "newsletter");
  // A bot that filled the honeypot is told it worked, and nothing is stored.
  if (!gate.pass && gate.reason === "spam") return json(replySent());
  if (!gate.pass) return gate.response;
  const submission = parseSubmission(gate.formData, SubscribeSchema);
  if (submission.status !== "success") return json(submission.reply(), { status: 400 });
  await subscribe(submission.value, { mail: await mailContext(), visit: readSubscribeVisit(request, gate.formData) });
  await gate.recordSubmission();
  return json(replySent());
}

export async function action(args: ActionFunctionArgs) {
  return withDatabaseBusyForm(args, subscribeReader);
}

export default function NewsletterRoute() {
  const { topics, constraints, visitSource } = useLoaderData<typeof loader>();
  const form = useFormReply(useActionData<FormReply>(), { constraints });
  const { page, signup, sent } = useNewsletterCopy();
  return (
    <>
      <PageHeader eyebrow="Insights" title={page.title}>
        <p>{page.intro}</p>
      </PageHeader>
      <div className="container max-w-2xl py-16">
        {form.sent ? (
          <section role="status" className="card p-8">
            <h2 className="text-2xl font-bold tracking-tight">{sent.title}</h2>
            <p className="mt-3 text-muted-foreground">{sent.text}</p>
          </section>
        ) : (
          <form method="post" className="card relative space-y-6 p-8" aria-label="Subscribe to Insights">
            <FormAlert message={form.formError ?? form.error("scope") ?? form.error("topics")} />
            <TextField label="Email" {...form.field("email")} type="email" autoComplete="email" />
            <TextField label="Name (optional)" {...form.field("name")} autoComplete="name" />
            <TopicsFieldset topics={topics} allTopics chosen={[]} />
            <NewsletterConsent className="text-sm text-muted-foreground" />
            <button type="submit" className="btn-primary">
              {signup.submitLabel}
            </button>
            {/* Last: out of the flow, they would otherwise push the first field down by the stack's gap. */}
            <Honeypot />
            <VisitSourceField value={visitSource} />
          </form>
        )}
      </div>
    </>
  );
}
