import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";

import { CheckList } from "~/components/check-list";
import { ContentImage } from "~/components/content-image";
import { Eyebrow } from "~/components/eyebrow";
import { GeneralErrorBoundary } from "~/components/general-error";
import { Accordion } from "~/components/marketing/accordion";
import { CardList } from "~/components/marketing/card-list";
import { HeroBand } from "~/components/marketing/hero";
import { CtaBand, Section } from "~/components/marketing/section";
import { ProseHtml } from "~/components/prose-html";
import { staffPageKey, staffPageSlug } from "~/lib/staff-pages";
import { staffPageContentFor } from "~/utils/page-preview.server";
import { seoMeta } from "~/utils/seo";

import type { StaffPageSection } from "./content";

// A page staff made from sections (/admin/pages/new): shown once published, or through its
// preview link; any other single-segment address is the site's 404, as routes/_public.$ answers.

export async function loader({ request, params }: LoaderFunctionArgs) {
  const key = staffPageKey(params.slug ?? "");
  const content = staffPageSlug(key) === null ? null : await staffPageContentFor(request, key);
  if (!content) throw new Response("Not Found", { status: 404 });
  return { content, path: `/${params.slug}` };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data
    ? seoMeta({ matches, ...data.content.seo, path: data.path })
    : [{ title: "Page Not Found" }, { name: "robots", content: "noindex" }];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

export default function StaffPageRoute() {
  const { content } = useLoaderData<typeof loader>();
  const sections = content.sections as StaffPageSection[];
  const firstHero = sections.findIndex((section) => section.type === "hero");
  return (
    <>
      {/* A page must have a main heading; without a hero it is the page's title, for screen readers. */}
      {firstHero === -1 ? <h1 className="sr-only">{content.seo.title}</h1> : null}
      {sections.map((section, index) => (
        <PageSection key={index} section={section} titleId={`section-${index + 1}-title`} main={index === firstHero} />
      ))}
    </>
  );
}

/** One section, drawn as the marketing pages draw its kind; `main`: the hero that holds the page's h1. */
function PageSection({ section, titleId, main }: { section: StaffPageSection; titleId: string; main: boolean }) {
  switch (section.type) {
    case "hero":
      return <Hero hero={section} main={main} />;
    case "text":
      return (
        <Section titleId={titleId} {...section.heading}>
          <div className="mt-8 max-w-3xl">
            <ProseHtml html={section.body} />
          </div>
        </Section>
      );
    case "cards":
      return (
        <Section titleId={titleId} {...section.heading}>
          <CardList items={section.items} look="tile" className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3" />
        </Section>
      );
    case "features":
      return (
        <Section titleId={titleId} {...section.heading} tinted>
          <CheckList items={section.points} className="mt-10 grid gap-4 sm:grid-cols-2" />
        </Section>
      );
    case "faq":
      return (
        <Section titleId={titleId} {...section.heading}>
          <div className="mt-10 max-w-3xl space-y-3">
            <Accordion
              items={section.items.map(({ question, answer }) => ({ title: question, text: answer }))}
              name={titleId}
            />
          </div>
        </Section>
      );
    case "testimonial":
      return <Testimonial testimonial={section} />;
    case "cta":
      return <CtaBand title={section.title} text={section.text} label={section.label} to={section.to} />;
    case "image":
      return (
        <figure className="container py-12">
          <ContentImage
            image={section.image}
            sizes="(min-width: 1200px) 1160px, calc(100vw - 2.5rem)"
            className="w-full rounded-3xl"
          />
          {section.caption ? (
            <figcaption className="mt-3 text-center text-sm text-muted-foreground">{section.caption}</figcaption>
          ) : null}
        </figure>
      );
  }
}

function Hero({ hero, main }: { hero: Extract<StaffPageSection, { type: "hero" }>; main: boolean }) {
  const Heading = main ? "h1" : "h2";
  return (
    <HeroBand className="py-20 md:py-28">
      {hero.eyebrow ? <Eyebrow>{hero.eyebrow}</Eyebrow> : null}
      <Heading className="mt-3 max-w-4xl text-4xl font-extrabold tracking-tight md:text-6xl">{hero.title}</Heading>
      {hero.lead ? <p className="mt-6 max-w-2xl text-lg leading-relaxed text-muted-foreground">{hero.lead}</p> : null}
      {hero.buttonLabel && hero.buttonLink ? (
        <div className="mt-8">
          <Link to={hero.buttonLink} className="btn-primary">
            {hero.buttonLabel}
          </Link>
        </div>
      ) : null}
    </HeroBand>
  );
}

function Testimonial({ testimonial }: { testimonial: Extract<StaffPageSection, { type: "testimonial" }> }) {
  return (
    <div className="container py-16">
      <figure className="mx-auto max-w-3xl rounded-3xl border border-border bg-card p-8 md:p-12">
        <blockquote className="text-xl leading-relaxed md:text-2xl">“{testimonial.quote}”</blockquote>
        <figcaption className="mt-6 flex items-center gap-4">
          {testimonial.photo.src ? (
            <ContentImage
              image={testimonial.photo}
              sizes="56px"
              width={56}
              height={56}
              className="h-14 w-14 rounded-full object-cover"
            />
          ) : null}
          <span>
            <span className="block font-semibold">{testimonial.name}</span>
            {testimonial.role ? <span className="block text-sm text-muted-foreground">{testimonial.role}</span> : null}
          </span>
        </figcaption>
      </figure>
    </div>
  );
}
