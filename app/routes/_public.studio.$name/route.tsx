import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";

import { BackLink } from "~/components/back-link";
import { CheckList } from "~/components/check-list";
import { Eyebrow } from "~/components/eyebrow";
import { CardList } from "~/components/marketing/card-list";
import { FigureList } from "~/components/marketing/figure-list";
import { HeroBand } from "~/components/marketing/hero";
import { Band, CtaBand } from "~/components/marketing/section";
import { StudioIcon } from "~/components/marketing/studio-icon";
import { StudioImage } from "~/components/marketing/studio-image";
import { pageContentFor } from "~/utils/page-preview.server";
import { seoMeta } from "~/utils/seo";

import { isStudioSlug } from "./content";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data
    ? seoMeta({
        matches,
        ...data.studio.seo,
        path: `/studio/${data.slug}`,
        image: null,
      })
    : [];

export async function loader({ params, request }: LoaderFunctionArgs) {
  const slug = params.name;
  if (!isStudioSlug(slug)) throw redirect("/studio");
  return { slug, studio: await pageContentFor(request, `studio-${slug}`) };
}

export default function StudioRoute() {
  const { studio } = useLoaderData<typeof loader>();
  return (
    <>
      <HeroBand className="grid items-center gap-10 py-16 md:py-24 lg:grid-cols-2">
        <div>
          <BackLink to="/studio">All studios</BackLink>
          <Eyebrow className="mt-6 flex items-center gap-2">
            <StudioIcon icon={studio.icon} /> Studio
          </Eyebrow>
          <h1 className="mt-2 text-4xl font-extrabold tracking-tight md:text-6xl">{studio.name}</h1>
          <p className="mt-4 text-xl font-medium">{studio.tagline}</p>
          <p className="mt-4 max-w-xl text-lg leading-relaxed text-muted-foreground">{studio.description}</p>
          <Link to="/appointment" className="btn-primary mt-8 px-6 py-3 text-base">
            {studio.callToAction}
          </Link>
        </div>
        <StudioImage
          studio={studio}
          sizes="(min-width: 1200px) 560px, (min-width: 1024px) 50vw, calc(100vw - 2.5rem)"
          priority
          className="w-full rounded-3xl border border-border"
        />
      </HeroBand>

      <Band titleId="facts-title" compact>
        <h2 id="facts-title" className="sr-only">
          In numbers
        </h2>
        <FigureList figures={studio.facts} className="grid gap-6 sm:grid-cols-3" tileClassName="bg-card text-center" />
      </Band>

      <section className="container grid gap-12 pb-8 lg:grid-cols-[1fr_1.5fr]" aria-labelledby="offer-title">
        <div>
          <h2 className="text-2xl font-bold tracking-tight">{studio.forWhom.title}</h2>
          <CheckList items={studio.forWhom.points} className="mt-5 space-y-3" />
        </div>
        <div>
          <h2 id="offer-title" className="text-2xl font-bold tracking-tight">
            {studio.offers.title}
          </h2>
          <CardList items={studio.offers.items} look="tile" className="mt-5 grid gap-4 sm:grid-cols-2" />
        </div>
      </section>

      <CtaBand {...studio.cta} />
    </>
  );
}
