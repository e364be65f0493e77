import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";

import { Avatar } from "~/components/marketing/avatar";
import { CtaBand, SectionHeading } from "~/components/marketing/section";
import { about } from "~/content/marketing";
import { company } from "~/content/site";
import { seoMeta } from "~/utils/seo";

export const meta: MetaFunction = ({ matches }) =>
  seoMeta({ matches, title: "About us", description: `${company.name}: ${about.intro}`, path: "/about" });

export default function AboutRoute() {
  return (
    <>
      <section className="border-b border-border bg-gradient-to-br from-primary/15 via-background to-accent/10">
        <div className="container py-20 md:py-28">
          <p className="text-sm font-semibold uppercase tracking-widest text-primary">About {company.name}</p>
          <h1 className="mt-3 text-5xl font-extrabold tracking-tight md:text-6xl">{about.since}</h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-muted-foreground">{about.intro}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/appointment" className="btn-primary">
              Book a consultation
            </Link>
            <Link to="/services" className="btn-outline">
              Our services
            </Link>
          </div>
          <dl className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {about.stats.map((stat) => (
              <div key={stat.label} className="rounded-2xl border border-border bg-background p-6">
                <dt className="text-sm text-muted-foreground">{stat.label}</dt>
                <dd className="mt-1 text-4xl font-extrabold tracking-tight text-primary">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section id="story" className="container py-20" aria-labelledby="story-title">
        <SectionHeading eyebrow="Our story" title="Our Journey" id="story-title" />
        <ol className="mt-10 grid gap-6 md:grid-cols-4">
          {about.journey.map((step) => (
            <li key={step.year} className="relative rounded-2xl border border-border bg-card p-6">
              <p className="text-2xl font-bold text-primary">{step.year}</p>
              <p className="mt-2 leading-relaxed text-muted-foreground">{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="bg-card py-20" aria-labelledby="values-title">
        <div className="container">
          <SectionHeading eyebrow="What we believe" title="Our core values" id="values-title" center />
          <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {about.values.map((value) => (
              <li key={value.title} className="rounded-2xl border border-border bg-background p-7">
                <h3 className="text-lg font-semibold">{value.title}</h3>
                <p className="mt-2 leading-relaxed text-muted-foreground">{value.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <div id="team">
        {about.team.map((group) => (
          <section key={group.id} className="container py-16" aria-labelledby={`${group.id}-title`}>
            <SectionHeading title={group.title} id={`${group.id}-title`} />
            <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
              {group.people.map((person) => (
                <li key={person.name} className="rounded-2xl border border-border bg-card p-6">
                  <Avatar name={person.name} size={72} />
                  <h3 className="mt-5 text-lg font-semibold">{person.name}</h3>
                  <p className="text-sm font-medium text-primary">{person.role}</p>
                  <p className="mt-3 text-sm leading-relaxed text-muted-foreground">{person.bio}</p>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>

      <CtaBand
        title="Work with people who have done it before"
        text="Tell us where your company is headed. A partner will reply within one business day."
      />
    </>
  );
}
