import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";

import { CheckList } from "~/components/check-list";
import { CtaBand, SectionHeading } from "~/components/marketing/section";
import { learning } from "~/content/marketing";
import { seoMeta } from "~/utils/seo";

export const meta: MetaFunction = ({ matches }) =>
  seoMeta({ matches, title: "Learning Studio", description: learning.intro, path: "/learning" });

export default function LearningRoute() {
  return (
    <>
      <section className="border-b border-border bg-gradient-to-br from-primary/15 via-background to-accent/10">
        <div className="container py-20 md:py-28">
          <p className="text-sm font-semibold uppercase tracking-widest text-primary">Learning Studio</p>
          <h1 className="mt-3 max-w-3xl text-4xl font-extrabold tracking-tight md:text-6xl">
            Learn to build from people who have
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-muted-foreground">{learning.intro}</p>
          <Link to="/appointment" className="btn-primary mt-8 px-6 py-3 text-base">
            Book Appointment
          </Link>
        </div>
      </section>

      <section className="container py-20" aria-labelledby="programs-title">
        <SectionHeading eyebrow="Programmes" title="Five flagship programmes" id="programs-title" />
        <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {learning.programs.map((program) => (
            <li key={program.title} className="rounded-2xl border border-border bg-card p-7">
              <h3 className="text-xl font-semibold">{program.title}</h3>
              <p className="mt-2 text-muted-foreground">{program.description}</p>
              <CheckList items={program.points} className="mt-5 space-y-2" small />
            </li>
          ))}
        </ul>
      </section>

      <section className="bg-card py-20" aria-labelledby="philosophy-title">
        <div className="container grid gap-12 lg:grid-cols-2">
          <div>
            <SectionHeading eyebrow="Our philosophy" title="How we teach" id="philosophy-title" />
            <ul className="mt-8 space-y-5">
              {learning.philosophy.map((item) => (
                <li key={item.title}>
                  <h3 className="font-semibold">{item.title}</h3>
                  <p className="mt-1 text-muted-foreground">{item.text}</p>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <SectionHeading eyebrow="Participants" title="Who should join" />
            <CheckList items={learning.whoShouldJoin} className="mt-8 space-y-3" />
          </div>
        </div>
      </section>

      <section className="container py-20" aria-labelledby="access-title">
        <SectionHeading eyebrow="Getting started" title="How to access the programmes" id="access-title" />
        <ol className="mt-10 grid gap-6 md:grid-cols-3">
          {learning.howToAccess.map((item, index) => (
            <li key={item.step} className="rounded-2xl border border-border p-7">
              <span className="flex h-10 w-10 items-center justify-center rounded-full bg-primary text-primary-foreground font-bold">
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold">{item.step}</h3>
              <p className="mt-1 text-muted-foreground">{item.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <CtaBand
        title="Find the right programme"
        text="A 30-minute call with our learning team is the first step for every participant."
        label="Book Appointment"
      />
    </>
  );
}
