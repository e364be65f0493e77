import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";

import { Avatar } from "~/components/marketing/avatar";
import { CardList } from "~/components/marketing/card-list";
import { FigureList } from "~/components/marketing/figure-list";
import { PageHero } from "~/components/marketing/hero";
import { CtaBand, Section } from "~/components/marketing/section";
import { about } from "~/content/marketing";
import { seoMeta } from "~/utils/seo";
import { siteSettingsOf, useSiteSettings } from "~/utils/site-settings";

export const meta: MetaFunction = ({ matches }) =>
  seoMeta({
    matches,
    title: "About us",
    description: `${siteSettingsOf(matches).company.name}: ${about.intro}`,
    path: "/about",
  });

export default function AboutRoute() {
  const { company } = useSiteSettings();
  return (
    <>
      <PageHero eyebrow={`About ${company.name}`} title={about.since} lead={about.intro}>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to="/appointment" className="btn-primary">
            Book a consultation
          </Link>
          <Link to="/services" className="btn-outline">
            Our services
          </Link>
        </div>
        <FigureList
          figures={about.stats}
          className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4"
          tileClassName="bg-background"
        />
      </PageHero>

      <Section id="story" titleId="story-title" eyebrow="Our story" title="Our Journey">
        <ol className="mt-10 grid gap-6 md:grid-cols-4">
          {about.journey.map((step) => (
            <li key={step.year} className="relative rounded-2xl border border-border bg-card p-6">
              <p className="text-2xl font-bold text-primary">{step.year}</p>
              <p className="mt-2 leading-relaxed text-muted-foreground">{step.text}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section titleId="values-title" eyebrow="What we believe" title="Our core values" center tinted>
        <CardList items={about.values} look="raised" className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" />
      </Section>

      <div id="team">
        {about.team.map((group) => (
          <Section key={group.id} titleId={`${group.id}-title`} title={group.title} compact>
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
          </Section>
        ))}
      </div>

      <CtaBand
        title="Work with people who have done it before"
        text="Tell us where your company is headed. A partner will reply within one business day."
      />
    </>
  );
}
