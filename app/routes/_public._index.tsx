import type { MetaFunction } from "@remix-run/node";
import { Link, useRouteLoaderData } from "@remix-run/react";

import { ArrowRightIcon, CheckIcon } from "~/components/icons";
import { Carousel } from "~/components/marketing/carousel";
import { CyclingText } from "~/components/marketing/cycling-text";
import { CtaBand, SectionHeading } from "~/components/marketing/section";
import { home, services } from "~/content/marketing";
import { company } from "~/content/site";
import { organizationLd } from "~/utils/organization-ld";
import { jsonLd, seoMeta } from "~/utils/seo";

export const meta: MetaFunction = ({ matches }) =>
  seoMeta({
    matches,
    title: `${company.name} | Venture studio & business consulting`,
    description: company.headline,
    path: "/",
  });

export default function HomeRoute() {
  return (
    <>
      <Hero />
      <Banner />
      <ServicesOverview />
      <AgencySection />
      <section className="container py-20" aria-labelledby="solution-title">
        <SectionHeading eyebrow="How we work" title="Our Solution" id="solution-title">
          Three stages, one team: we stay with you from the first customer conversation to the funding round.
        </SectionHeading>
        <div className="mt-10">
          <Carousel slides={home.slides} label="Solution stages" />
        </div>
      </section>
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
            Learn More
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
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {home.bannerCards.map((card) => (
            <li key={card.title} className="rounded-2xl border border-border bg-background p-7 shadow-sm">
              <h3 className="text-xl font-semibold">{card.title}</h3>
              <p className="mt-3 leading-relaxed text-muted-foreground">{card.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function ServicesOverview() {
  return (
    <section className="container py-20" aria-labelledby="services-title">
      <div className="flex flex-wrap items-end justify-between gap-6">
        <SectionHeading eyebrow="What we do" title="Services for every stage of growth" id="services-title">
          Five practices under one roof, so the advice on your money, your people and your contracts pulls in the same
          direction.
        </SectionHeading>
        <Link to="/services" className="btn-outline">
          All services
          <ArrowRightIcon width={16} height={16} aria-hidden="true" />
        </Link>
      </div>
      <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {services.map((service) => (
          <li key={service.slug} className="rounded-2xl border border-border bg-card p-6">
            <h3 className="font-semibold">{service.title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{service.summary}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function AgencySection() {
  return (
    <section className="bg-card py-20" aria-labelledby="agency-title">
      <div className="container grid gap-12 lg:grid-cols-2">
        <div>
          <SectionHeading eyebrow="Where we help" title={home.agency.title} id="agency-title">
            {home.agency.text}
          </SectionHeading>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/about" className="btn-primary">
              LEARN MORE
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
      </div>
    </section>
  );
}

function Features() {
  return (
    <section className="container py-20" aria-labelledby="features-title">
      <SectionHeading eyebrow="Capabilities" title="Everything a growing company needs" id="features-title" center />
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {home.features.map((feature, index) => (
          <li
            key={feature.title}
            className="rounded-2xl border border-border p-7 transition hover:border-primary/50 hover:shadow-md"
          >
            <span
              className="flex h-11 w-11 items-center justify-center rounded-xl bg-primary/10 font-bold text-primary"
              aria-hidden="true"
            >
              {String(index + 1).padStart(2, "0")}
            </span>
            <h3 className="mt-5 text-lg font-semibold">{feature.title}</h3>
            <p className="mt-2 leading-relaxed text-muted-foreground">{feature.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function WhyChooseUs() {
  return (
    <section className="bg-card py-20" aria-labelledby="why-title">
      <div className="container grid gap-12 lg:grid-cols-[1fr_1.4fr]">
        <SectionHeading eyebrow="Why Lumora" title="Why Choose Us" id="why-title">
          Founders stay with us because we behave like part of their team: available, accountable and honest about what
          we see.
        </SectionHeading>
        <ul className="grid gap-4 sm:grid-cols-2">
          {home.offers.map((offer) => (
            <li key={offer.title} className="flex gap-4 rounded-2xl border border-border bg-background p-5">
              <CheckIcon width={22} height={22} className="mt-0.5 shrink-0 text-accent" aria-hidden="true" />
              <div>
                <h3 className="font-semibold">{offer.title}</h3>
                <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{offer.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function OrganizationJsonLd() {
  const origin = useRouteLoaderData<{ origin: string }>("root")?.origin ?? "";
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(organizationLd(origin)) }} />;
}
