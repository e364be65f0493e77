import { type MetaFunction, type SerializeFrom, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData, useRouteLoaderData } from "@remix-run/react";

import { ContentImage } from "~/components/content-image";
import { ArrowRightIcon } from "~/components/icons";
import { Accordion } from "~/components/marketing/accordion";
import { CardList } from "~/components/marketing/card-list";
import { Band, CtaBand, Section, SectionHeading } from "~/components/marketing/section";
import { organizationLd } from "~/utils/organization-ld";
import { pageContentFor } from "~/utils/page-preview.server";
import { jsonLd, seoMeta } from "~/utils/seo";
import { useSiteSettings } from "~/utils/site-settings";

import { Carousel } from "./carousel";
import { CyclingText } from "./cycling-text";

/** How long each rotating phrase stays (design, not content). */
const HERO_ROTATION_MS = 3000;
const BANNER_ROTATION_MS = 2000;

export async function loader({ request }: LoaderFunctionArgs) {
  const [home, { services }] = await Promise.all([
    pageContentFor(request, "home"),
    pageContentFor(request, "services"),
  ] as const);
  return { home, services: services.map(({ title, summary }) => ({ title, text: summary })) };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data ? seoMeta({ matches, ...data.home.seo, path: "/" }) : [];

type Home = SerializeFrom<typeof loader>["home"];

export default function HomeRoute() {
  const { home, services } = useLoaderData<typeof loader>();
  const { heading, slides } = home.solution;
  return (
    <>
      <Hero hero={home.hero} />
      <Banner banner={home.banner} />
      <ServicesOverview overview={home.services} services={services} />
      <AgencySection agency={home.agency} />
      <Section titleId="solution-title" eyebrow={heading.eyebrow} title={heading.title} intro={heading.intro}>
        <div className="mt-10">
          <Carousel slides={slides} label="Solution stages" />
        </div>
      </Section>
      <Features features={home.features} />
      <WhyChooseUs why={home.why} />
      <CtaBand {...home.cta} />
      <OrganizationJsonLd />
    </>
  );
}

/** A button's hidden continuation for screen readers ("Learn More" → "Learn More about Lumora Ventures"). */
function Hint({ text }: { text: string }) {
  return text ? <span className="sr-only"> {text}</span> : null;
}

function Hero({ hero }: { hero: Home["hero"] }) {
  return (
    <section className="relative isolate overflow-hidden bg-indigo-950 text-white">
      <ContentImage
        image={hero.desktopImage}
        narrow={{ image: hero.mobileImage, media: "(max-width: 767px)", width: 400, height: 860 }}
        sizes="100vw"
        width={1440}
        height={720}
        priority
        className="absolute inset-0 -z-10 h-full w-full"
        data-testid="hero-image"
      />
      <div
        className="absolute inset-0 -z-10 bg-gradient-to-r from-indigo-950/90 via-indigo-950/60 to-transparent"
        aria-hidden="true"
      />
      <div className="container py-24 md:py-36">
        <p className="text-sm font-semibold uppercase tracking-widest text-teal-200">{hero.eyebrow}</p>
        <h1 className="mt-4 max-w-5xl text-5xl font-extrabold tracking-tight md:text-7xl">
          <CyclingText words={hero.words} intervalMs={HERO_ROTATION_MS} className="text-teal-200" />{" "}
          <span className="block">{hero.suffix}</span>
        </h1>
        <p className="mt-6 max-w-2xl text-lg leading-relaxed text-indigo-50 md:text-xl">{hero.lead}</p>
        <div className="mt-10 flex flex-wrap gap-4">
          <Link
            to={hero.primary.to}
            className="btn rounded-lg bg-white px-6 py-3 text-base text-indigo-900 hover:bg-indigo-50"
          >
            {hero.primary.label}
          </Link>
          <Link
            to={hero.secondary.to}
            className="btn rounded-lg border border-white/60 px-6 py-3 text-base text-white hover:bg-white/10"
          >
            {/* The spec's words, then (unseen) where the link goes: its name starts with what is shown. */}
            {hero.secondary.label}
            <Hint text={hero.secondaryHint} />
          </Link>
        </div>
      </div>
    </section>
  );
}

function Banner({ banner }: { banner: Home["banner"] }) {
  return (
    <section className="border-b border-border bg-card" aria-labelledby="banner-title">
      <div className="container py-20">
        <h2 id="banner-title" className="text-center text-3xl font-bold tracking-tight md:text-5xl">
          <CyclingText words={banner.words} intervalMs={BANNER_ROTATION_MS} className="text-primary" />
        </h2>
        <CardList items={banner.cards} look="lead" className="mt-12 grid gap-6 md:grid-cols-3" />
      </div>
    </section>
  );
}

function ServicesOverview({
  overview: { heading, button },
  services,
}: {
  overview: Home["services"];
  services: { title: string; text: string }[];
}) {
  return (
    <Section
      titleId="services-title"
      eyebrow={heading.eyebrow}
      title={heading.title}
      intro={heading.intro}
      action={
        <Link to={button.to} className="btn-outline">
          {button.label}
          <ArrowRightIcon width={16} height={16} aria-hidden="true" />
        </Link>
      }
    >
      <CardList items={services} look="tile" className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3" />
    </Section>
  );
}

function AgencySection({ agency }: { agency: Home["agency"] }) {
  return (
    <Band titleId="agency-title" tinted className="grid gap-12 lg:grid-cols-2">
      <div>
        <SectionHeading eyebrow={agency.eyebrow} title={agency.title} id="agency-title">
          {agency.text}
        </SectionHeading>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to={agency.primary.to} className="btn-primary">
            {agency.primary.label}
            <Hint text={agency.primaryHint} />
          </Link>
          <Link to={agency.secondary.to} className="btn-outline">
            {agency.secondary.label}
          </Link>
        </div>
      </div>
      <div className="space-y-3">
        <Accordion items={agency.accordion} name="home-accordion" openFirst />
      </div>
    </Band>
  );
}

function Features({ features: { heading, items } }: { features: Home["features"] }) {
  return (
    <Section titleId="features-title" eyebrow={heading.eyebrow} title={heading.title} center>
      <CardList items={items} look="feature" className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" />
    </Section>
  );
}

function WhyChooseUs({ why: { heading, items } }: { why: Home["why"] }) {
  return (
    <Band titleId="why-title" tinted className="grid gap-12 lg:grid-cols-[1fr_1.4fr]">
      <SectionHeading eyebrow={heading.eyebrow} title={heading.title} id="why-title">
        {heading.intro}
      </SectionHeading>
      <CardList items={items} look="checked" className="grid gap-4 sm:grid-cols-2" />
    </Band>
  );
}

function OrganizationJsonLd() {
  const origin = useRouteLoaderData<{ origin: string }>("root")?.origin ?? "";
  const settings = useSiteSettings();
  return (
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(organizationLd(origin, settings)) }} />
  );
}
