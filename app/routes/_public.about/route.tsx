import { type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";

import { ContentImage } from "~/components/content-image";
import { CardList } from "~/components/marketing/card-list";
import { FigureList } from "~/components/marketing/figure-list";
import { PageHero } from "~/components/marketing/hero";
import { CtaBand, Section } from "~/components/marketing/section";
import { pageContentFor } from "~/utils/page-preview.server";
import { documentPageMeta } from "~/utils/seo";

import { Avatar } from "./avatar";

export async function loader({ request }: LoaderFunctionArgs) {
  return { content: await pageContentFor(request, "about") };
}

export const meta = documentPageMeta("/about");

export default function AboutRoute() {
  const { hero, stats, journey, values, teams, cta } = useLoaderData<typeof loader>().content;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead}>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to={hero.primary.to} className="btn-primary">
            {hero.primary.label}
          </Link>
          <Link to={hero.secondary.to} className="btn-outline">
            {hero.secondary.label}
          </Link>
        </div>
        <FigureList
          figures={stats}
          className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4"
          tileClassName="bg-background"
        />
      </PageHero>

      <Section id="story" titleId="story-title" eyebrow={journey.heading.eyebrow} title={journey.heading.title}>
        <ol className="mt-10 grid gap-6 md:grid-cols-4">
          {journey.milestones.map((step, index) => (
            <li key={index} className="relative rounded-2xl border border-border bg-card p-6">
              <p className="text-2xl font-bold text-primary">{step.year}</p>
              <p className="mt-2 leading-relaxed text-muted-foreground">{step.text}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section titleId="values-title" eyebrow={values.heading.eyebrow} title={values.heading.title} center tinted>
        <CardList items={values.items} look="raised" className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" />
      </Section>

      <div id="team">
        {teams.map((group, groupIndex) => (
          <Section key={groupIndex} titleId={`team-group-${groupIndex + 1}-title`} title={group.title} compact>
            <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
              {group.people.map((person, index) => (
                <li key={index} className="rounded-2xl border border-border bg-card p-6">
                  {person.photo.src ? (
                    <ContentImage
                      image={person.photo}
                      sizes="72px"
                      width={72}
                      height={72}
                      className="h-[72px] w-[72px] rounded-full object-cover"
                    />
                  ) : (
                    <Avatar name={person.name} size={72} />
                  )}
                  <h3 className="mt-5 text-lg font-semibold">{person.name}</h3>
                  <p className="text-sm font-medium text-primary">{person.role}</p>
                  <p className="mt-3 text-sm leading-relaxed text-muted-foreground">{person.bio}</p>
                </li>
              ))}
            </ul>
          </Section>
        ))}
      </div>

      <CtaBand {...cta} />
    </>
  );
}
