import { type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";

import { CheckList } from "~/components/check-list";
import { CardList } from "~/components/marketing/card-list";
import { PageHero } from "~/components/marketing/hero";
import { Band, CtaBand, Section, SectionHeading } from "~/components/marketing/section";
import { pageContentFor } from "~/utils/page-preview.server";
import { documentPageMeta } from "~/utils/seo";

export async function loader({ request }: LoaderFunctionArgs) {
  return { content: await pageContentFor(request, "learning") };
}

export const meta = documentPageMeta("/learning");

export default function LearningRoute() {
  const { hero, programs, philosophy, participants, access, cta } = useLoaderData<typeof loader>().content;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead} longTitle>
        <Link to="/appointment" className="btn-primary mt-8 px-6 py-3 text-base">
          {hero.button}
        </Link>
      </PageHero>

      <Section titleId="programs-title" eyebrow={programs.heading.eyebrow} title={programs.heading.title}>
        <CardList items={programs.items} look="program" className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {(program) => <CheckList items={program.points} className="mt-5 space-y-2" small />}
        </CardList>
      </Section>

      <Band titleId="philosophy-title" tinted className="grid gap-12 lg:grid-cols-2">
        <div>
          <SectionHeading eyebrow={philosophy.heading.eyebrow} title={philosophy.heading.title} id="philosophy-title" />
          <ul className="mt-8 space-y-5">
            {philosophy.items.map((item, index) => (
              <li key={index}>
                <h3 className="font-semibold">{item.title}</h3>
                <p className="mt-1 text-muted-foreground">{item.text}</p>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <SectionHeading eyebrow={participants.heading.eyebrow} title={participants.heading.title} />
          <CheckList items={participants.points} className="mt-8 space-y-3" />
        </div>
      </Band>

      <Section
        titleId="access-title"
        eyebrow={access.heading.eyebrow}
        title={access.heading.title}
        intro={access.heading.intro}
      >
        <CardList items={access.steps} look="step" className="mt-10 grid gap-6 md:grid-cols-3" ordered />
      </Section>

      <CtaBand {...cta} />
    </>
  );
}
