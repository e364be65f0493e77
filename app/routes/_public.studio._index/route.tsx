import { type MetaFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";

import { ArrowRightIcon } from "~/components/icons";
import { PageHero } from "~/components/marketing/hero";
import { CtaBand } from "~/components/marketing/section";
import { StudioIcon } from "~/components/marketing/studio-icon";
import { StudioImage } from "~/components/marketing/studio-image";
import { STUDIO_SLUGS } from "~/routes/_public.studio.$name/content";
import { pageContentFor } from "~/utils/page-preview.server";
import { seoMeta } from "~/utils/seo";

export async function loader({ request }: LoaderFunctionArgs) {
  const [content, ...studios] = await Promise.all([
    pageContentFor(request, "studios"),
    ...STUDIO_SLUGS.map(async (slug) => {
      const { name, tagline, description, image, icon } = await pageContentFor(request, `studio-${slug}`);
      return { slug, name, tagline, description, image, icon };
    }),
  ]);
  return { content, studios };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data ? seoMeta({ matches, ...data.content.seo, path: "/studio" }) : [];

export default function StudiosRoute() {
  const { content, studios } = useLoaderData<typeof loader>();
  const { hero } = content;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead}>
        <div className="mt-8 flex flex-wrap gap-3">
          <a href="#studios" className="btn-primary">
            {hero.exploreLabel}
          </a>
          <Link to={hero.secondary.to} className="btn-outline">
            {hero.secondary.label}
          </Link>
        </div>
      </PageHero>

      <section id="studios" className="container py-20" aria-label="Studios">
        <ul className="grid gap-8 lg:grid-cols-3">
          {studios.map((studio) => (
            <li key={studio.slug} className="flex flex-col overflow-hidden rounded-3xl border border-border bg-card">
              <StudioImage
                studio={studio}
                sizes="(min-width: 1200px) 366px, (min-width: 1024px) 33vw, calc(100vw - 2.5rem)"
                className="aspect-[16/10] w-full"
              />
              <div className="flex flex-1 flex-col p-7">
                <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-primary/10 text-primary">
                  <StudioIcon icon={studio.icon} />
                </span>
                <h2 className="mt-5 text-2xl font-bold tracking-tight">{studio.name}</h2>
                <p className="mt-1 font-medium text-primary">{studio.tagline}</p>
                <p className="mt-3 flex-1 leading-relaxed text-muted-foreground">{studio.description}</p>
                <Link to={`/studio/${studio.slug}`} className="btn-outline mt-6 self-start">
                  {content.cardButton}
                  <span className="sr-only"> about the {studio.name}</span>
                  <ArrowRightIcon width={16} height={16} aria-hidden="true" />
                </Link>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <CtaBand {...content.cta} />
    </>
  );
}
