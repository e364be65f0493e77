import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";

import { CheckList } from "~/components/check-list";
import { APPLICATION_NEXT_STEPS } from "~/content/careers";
import { readReceipt } from "~/utils/application-receipt.server";
import { requireJob } from "~/utils/job-page.server";
import { seoMeta } from "~/utils/seo";
import { siteSettingsOf, useSiteSettings } from "~/utils/site-settings";

export const meta: MetaFunction = ({ matches }) =>
  seoMeta({
    matches,
    title: "Application received",
    description: `Your application to ${siteSettingsOf(matches).company.name} was received.`,
    path: "/careers",
  }).concat({
    name: "robots",
    content: "noindex",
  });

/** The confirmation after an application; without one just sent from this browser, the job's page. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const job = await requireJob(params.id);
  const receipt = await readReceipt(request, job.id);
  if (!receipt) throw redirect(`/careers?job=${job.id}`);
  return { name: receipt.name, title: receipt.title };
}

export default function AppliedRoute() {
  const { company } = useSiteSettings();
  const { name, title } = useLoaderData<typeof loader>();
  return (
    <div className="container max-w-2xl py-16 md:py-24">
      <div className="card p-8 sm:p-10">
        <p className="text-sm font-semibold uppercase tracking-widest text-primary">Application received</p>
        <h1 className="mt-3 text-3xl font-bold tracking-tight">
          Thanks, {name} — we received your application for {title}
        </h1>
        <h2 className="mt-8 text-lg font-semibold">What happens next</h2>
        <CheckList items={APPLICATION_NEXT_STEPS} className="mt-4 space-y-3" />
        <p className="mt-6 text-sm text-muted-foreground">
          Questions in the meantime? Write to{" "}
          <a href={`mailto:${company.email}`} className="font-medium text-primary underline">
            {company.email}
          </a>
          .
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to="/careers#jobs" className="btn-primary">
            See other open roles
          </Link>
          <Link to="/about" className="btn-outline">
            Get to know us
          </Link>
        </div>
      </div>
    </div>
  );
}
