import type { MetaFunction } from "@remix-run/node";
import { Link, useRouteLoaderData } from "@remix-run/react";

import { ArrowRightIcon } from "~/components/icons";
import { CardList } from "~/components/marketing/card-list";
import { Carousel } from "~/components/marketing/carousel";
import { CyclingText } from "~/components/marketing/cycling-text";
import { Band, CtaBand, Section, SectionHeading } from "~/components/marketing/section";
import { home, services } from "~/content/marketing";
import { organizationLd } from "~/utils/organization-ld";
import { jsonLd, seoMeta } from "~/utils/seo";
import { siteSettingsOf, useSiteSettings } from "~/utils/site-settings";

export const meta: MetaFunction = ({ matches }) => {
  const { company } = siteSettingsOf(matches);
  return seoMeta({
    matches,
    title: `${company.name} | Venture studio & business consulting`,
    description: company.headline,
    path: "/",
  });
};

export default function HomeRoute() {
  return (
    <>
      <Hero />
      <Banner />
      <ServicesOverview />
      <AgencySection />
      <Section
        titleId="solution-title"
        eyebrow="How we work"
        title="Our Solution"
        intro="Three stages, one team: we stay with you from the first customer conversation to the funding round."
      >
        <div className="mt-10">
          <Carousel slides={home.slides} label="Solution stages" />
        </div>
      </Section>
      <Features />
      <WhyChooseUs />
      <CtaBand
        title="Ready to build what's next?"
        text="Book a free 30-minute consultation with a partner. No pitch, just an honest look at where you are and what would move the needle."
      />
      <OrganizationJsonLd />
    </>
  );
}

function Hero() {
  const { company } = useSiteSettings();
  return (
    <section className="relative isolate overflow-hidden bg-indigo-950 text-white">
      <picture>
        <source media="(max-width: 767px)" srcSet={home.heroImage.mobile} width={400} height={860} />
        <img
          src={home.heroImage.desktop}
          alt=""
          width={1440}
          height={720}
          className="absolute inset-0 -z-10 h-full w-full object-cover"
          data-testid="hero-image"
        />
      </picture>
      <div
        className="absolute inset-0 -z-10 bg-gradient-to-r from-indigo-950/90 via-indigo-950/60 to-transparent"
        aria-hidden="true"
      />
      <div className="container py-24 md:py-36">
        <p className="text-sm font-semibold uppercase tracking-widest text-teal-200">Venture studio · Consulting</p>
        <h1 className="mt-4 max-w-5xl text-5xl font-extrabold tracking-tight md:text-7xl">
          <CyclingText words={home.heroWords} intervalMs={home.heroRotationMs} className="text-teal-200" />{" "}
          <span className="block">{home.heroSuffix}</span>
        </h1>
        <p className="mt-6 max-w-2xl text-lg leading-relaxed text-indigo-50 md:text-xl">{company.headline}</p>
        <div className="mt-10 flex flex-wrap gap-4">
          <Link
            to="/appointment"
            className="btn rounded-lg bg-white px-6 py-3 text-base text-indigo-900 hover:bg-indigo-50"
          >
            Get Started
          </Link>
          <Link
            to="/about"
            className="btn rounded-lg border border-white/60 px-6 py-3 text-base text-white hover:bg-white/10"
          >
            {/* The spec's words, then (unseen) where the link goes: its name starts with what is shown. */}
            Learn More
            <span className="sr-only"> about {company.name}</span>
          </Link>
        </div>
      </div>
    </section>
  );
}

function Banner() {
  return (
    <section className="border-b border-border bg-card" aria-labelledby="banner-title">
      <div className="container py-20">
        <h2 id="banner-title" className="text-center text-3xl font-bold tracking-tight md:text-5xl">
          <CyclingText words={home.bannerWords} intervalMs={home.bannerRotationMs} className="text-primary" />
        </h2>
        <CardList items={home.bannerCards} look="lead" className="mt-12 grid gap-6 md:grid-cols-3" />
      </div>
    </section>
  );
}

function ServicesOverview() {
  return (
    <Section
      titleId="services-title"
      eyebrow="What we do"
      title="Services for every stage of growth"
      intro="Five practices under one roof, so the advice on your money, your people and your contracts pulls in the same direction."
      action={
        <Link to="/services" className="btn-outline">
          All services
          <ArrowRightIcon width={16} height={16} aria-hidden="true" />
        </Link>
      }
    >
      <CardList
        items={services.map(({ title, summary }) => ({ title, text: summary }))}
        look="tile"
        className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3"
      />
    </Section>
  );
}

function AgencySection() {
  const { company } = useSiteSettings();
  return (
    <Band titleId="agency-title" tinted className="grid gap-12 lg:grid-cols-2">
      <div>
        <SectionHeading eyebrow="Where we help" title={home.agency.title} id="agency-title">
          {home.agency.text}
        </SectionHeading>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to="/about" className="btn-primary">
            LEARN MORE
            <span className="sr-only"> about {company.name}</span>
          </Link>
          <Link to="/contact" className="btn-outline">
            CONNECT NOW
          </Link>
        </div>
      </div>
      <div className="space-y-3">
        {home.accordion.map((item, index) => (
          // Native exclusive accordion: opening one item closes the others, with or without JS.
          <details
            key={item.title}
            name="home-accordion"
            open={index === 0}
            className="group rounded-2xl border border-border bg-background"
          >
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 p-5 text-lg font-semibold [&::-webkit-details-marker]:hidden">
              {item.title}
              <span className="text-2xl leading-none text-primary transition group-open:rotate-45" aria-hidden="true">
                +
              </span>
            </summary>
            <p className="px-5 pb-5 leading-relaxed text-muted-foreground">{item.text}</p>
          </details>
        ))}
      </div>
    </Band>
  );
}

function Features() {
  return (
    <Section titleId="features-title" eyebrow="Capabilities" title="Everything a growing company needs" center>
      <CardList items={home.features} look="feature" className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" />
    </Section>
  );
}

function WhyChooseUs() {
  return (
    <Band titleId="why-title" tinted className="grid gap-12 lg:grid-cols-[1fr_1.4fr]">
      <SectionHeading eyebrow="Why Lumora" title="Why Choose Us" id="why-title">
        Founders stay with us because we behave like part of their team: available, accountable and honest about what we
        see.
      </SectionHeading>
      <CardList items={home.offers} look="checked" className="grid gap-4 sm:grid-cols-2" />
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
