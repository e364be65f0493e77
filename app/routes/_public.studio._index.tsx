import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";

import { ArrowRightIcon } from "~/components/icons";
import { PageHero } from "~/components/marketing/hero";
import { CtaBand } from "~/components/marketing/section";
import { StudioIcon } from "~/components/marketing/studio-icon";
import { StudioImage } from "~/components/marketing/studio-image";
import { studios } from "~/content/marketing";
import { seoMeta } from "~/utils/seo";

export const meta: MetaFunction = ({ matches }) =>
  seoMeta({
    matches,
    title: "Our Studios",
    description: "Acceleration, Capital and Growth: three studios that take a company from first customer to scale.",
    path: "/studio",
  });

export default function StudiosRoute() {
  return (
    <>
      <PageHero
        eyebrow="Studios"
        title="Our Studios"
        lead="Three studios, one for each stage of a company's life. Each is a small team of partners and specialists that works inside your company, not next to it."
      >
        <div className="mt-8 flex flex-wrap gap-3">
          <a href="#studios" className="btn-primary">
            Explore the studios
          </a>
          <Link to="/appointment" className="btn-outline">
            Get in Touch
          </Link>
        </div>
      </PageHero>

      <section id="studios" className="container py-20" aria-label="Studios">
        <ul className="grid gap-8 lg:grid-cols-3">
          {studios.map((studio) => (
            <li key={studio.slug} className="flex flex-col overflow-hidden rounded-3xl border border-border bg-card">
              <StudioImage studio={studio} className="aspect-[16/10] w-full object-cover" loading="lazy" />
              <div className="flex flex-1 flex-col p-7">
                <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-primary/10 text-primary">
                  <StudioIcon icon={studio.icon} />
                </span>
                <h2 className="mt-5 text-2xl font-bold tracking-tight">{studio.name}</h2>
                <p className="mt-1 font-medium text-primary">{studio.tagline}</p>
                <p className="mt-3 flex-1 leading-relaxed text-muted-foreground">{studio.description}</p>
                <Link to={`/studio/${studio.slug}`} className="btn-outline mt-6 self-start">
                  Learn More
                  <span className="sr-only"> about the {studio.name}</span>
                  <ArrowRightIcon width={16} height={16} aria-hidden="true" />
                </Link>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <CtaBand
        title="Get Started Today"
        text="Not sure which studio fits? Book a free call and we will tell you honestly, even if the answer is none of them."
        label="Get Started Today"
      />
    </>
  );
}
