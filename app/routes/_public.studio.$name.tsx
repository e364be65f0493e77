import { json, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";

import { CheckList } from "~/components/check-list";
import { ArrowLeftIcon } from "~/components/icons";
import { CtaBand } from "~/components/marketing/section";
import { StudioIcon } from "~/components/marketing/studio-icon";
import { studios } from "~/content/marketing";
import { seoMeta } from "~/utils/seo";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data
    ? seoMeta({
        matches,
        title: data.studio.name,
        description: data.studio.description,
        path: `/studio/${data.studio.slug}`,
        image: null,
      })
    : [];

export function loader({ params }: LoaderFunctionArgs) {
  const studio = studios.find((candidate) => candidate.slug === params.name);
  if (!studio) throw redirect("/studio");
  return json({ studio });
}

export default function StudioRoute() {
  const { studio } = useLoaderData<typeof loader>();
  return (
    <>
      <section className="border-b border-border bg-gradient-to-br from-primary/15 via-background to-accent/10">
        <div className="container grid items-center gap-10 py-16 md:py-24 lg:grid-cols-2">
          <div>
            <Link
              to="/studio"
              className="inline-flex items-center gap-2 text-sm font-medium text-muted-foreground hover:text-foreground"
            >
              <ArrowLeftIcon width={16} height={16} aria-hidden="true" />
              All studios
            </Link>
            <p className="mt-6 flex items-center gap-2 text-sm font-semibold uppercase tracking-widest text-primary">
              <StudioIcon icon={studio.icon} /> Studio
            </p>
            <h1 className="mt-2 text-4xl font-extrabold tracking-tight md:text-6xl">{studio.name}</h1>
            <p className="mt-4 text-xl font-medium">{studio.tagline}</p>
            <p className="mt-4 max-w-xl text-lg leading-relaxed text-muted-foreground">{studio.description}</p>
            <Link to="/appointment" className="btn-primary mt-8 px-6 py-3 text-base">
              {studio.cta}
            </Link>
          </div>
          <img src={studio.image} alt="" width={640} height={400} className="w-full rounded-3xl border border-border" />
        </div>
      </section>

      <section className="container py-16" aria-labelledby="facts-title">
        <h2 id="facts-title" className="sr-only">
          In numbers
        </h2>
        <dl className="grid gap-6 sm:grid-cols-3">
          {studio.facts.map((fact) => (
            <div key={fact.label} className="rounded-2xl border border-border bg-card p-6 text-center">
              <dt className="text-sm text-muted-foreground">{fact.label}</dt>
              <dd className="mt-1 text-4xl font-extrabold tracking-tight text-primary">{fact.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section className="container grid gap-12 pb-8 lg:grid-cols-[1fr_1.5fr]" aria-labelledby="offer-title">
        <div>
          <h2 className="text-2xl font-bold tracking-tight">Who it is for</h2>
          <CheckList items={studio.forWhom} className="mt-5 space-y-3" />
        </div>
        <div>
          <h2 id="offer-title" className="text-2xl font-bold tracking-tight">
            What you get
          </h2>
          <ul className="mt-5 grid gap-4 sm:grid-cols-2">
            {studio.offers.map((offer) => (
              <li key={offer.title} className="rounded-2xl border border-border bg-card p-6">
                <h3 className="font-semibold">{offer.title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{offer.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <CtaBand
        title={`Is the ${studio.name} right for you?`}
        text="Book a free 30-minute call with the studio's partners to find out."
        to="/appointment"
        label={studio.cta}
      />
    </>
  );
}
