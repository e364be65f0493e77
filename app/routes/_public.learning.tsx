import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";

import { CheckList } from "~/components/check-list";
import { CardList } from "~/components/marketing/card-list";
import { PageHero } from "~/components/marketing/hero";
import { Band, CtaBand, Section, SectionHeading } from "~/components/marketing/section";
import { learning } from "~/content/marketing";
import { seoMeta } from "~/utils/seo";

export const meta: MetaFunction = ({ matches }) =>
  seoMeta({ matches, title: "Learning Studio", description: learning.intro, path: "/learning" });

export default function LearningRoute() {
  return (
    <>
      <PageHero eyebrow="Learning Studio" title="Learn to build from people who have" lead={learning.intro} longTitle>
        <Link to="/appointment" className="btn-primary mt-8 px-6 py-3 text-base">
          Book Appointment
        </Link>
      </PageHero>

      <Section titleId="programs-title" eyebrow="Programmes" title="Five flagship programmes">
        <CardList items={learning.programs} look="program" className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {(program) => <CheckList items={program.points} className="mt-5 space-y-2" small />}
        </CardList>
      </Section>

      <Band titleId="philosophy-title" tinted className="grid gap-12 lg:grid-cols-2">
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
      </Band>

      <Section titleId="access-title" eyebrow="Getting started" title="How to access the programmes">
        <CardList items={learning.howToAccess} look="step" className="mt-10 grid gap-6 md:grid-cols-3" ordered />
      </Section>

      <CtaBand
        title="Find the right programme"
        text="A 30-minute call with our learning team is the first step for every participant."
        label="Book Appointment"
      />
    </>
  );
}
