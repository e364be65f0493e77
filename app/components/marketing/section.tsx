import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

import { Eyebrow } from "../eyebrow";
import { ArrowRightIcon } from "../icons";

/** A section's eyebrow, its h2 and an intro paragraph under it. */
export function SectionHeading({
  eyebrow,
  title,
  children,
  id,
  center = false,
}: {
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  id?: string;
  center?: boolean;
}) {
  return (
    <div className={center ? "mx-auto max-w-2xl text-center" : "max-w-2xl"}>
      {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight md:text-4xl">
        {title}
      </h2>
      {children ? <div className="mt-4 text-lg leading-relaxed text-muted-foreground">{children}</div> : null}
    </div>
  );
}

type BandProps = {
  /** The id of the heading that names the section. */
  titleId: string;
  id?: string;
  /** Spans the page on the card colour (the container inside). */
  tinted?: boolean;
  /** Less room above and below (a plain section). */
  compact?: boolean;
};

/**
 * The frame of a section of a marketing page, named by its heading. A plain one sits in the page's
 * container; `className` lays out its content.
 */
export function Band({
  titleId,
  id,
  tinted = false,
  compact = false,
  className = "",
  children,
}: BandProps & { className?: string; children: ReactNode }) {
  if (tinted) {
    return (
      <section id={id} className="bg-card py-20" aria-labelledby={titleId}>
        <div className={`container ${className}`}>{children}</div>
      </section>
    );
  }
  return (
    <section id={id} className={`container ${compact ? "py-16" : "py-20"} ${className}`} aria-labelledby={titleId}>
      {children}
    </section>
  );
}

/**
 * A section of a marketing page: its heading (with an `action` link beside it, if any), then its content.
 */
export function Section({
  eyebrow,
  title,
  intro,
  center = false,
  action,
  children,
  ...band
}: BandProps & {
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  center?: boolean;
  action?: ReactNode;
  children: ReactNode;
}) {
  const heading = (
    <SectionHeading eyebrow={eyebrow} title={title} id={band.titleId} center={center}>
      {intro}
    </SectionHeading>
  );
  return (
    <Band {...band}>
      {action ? (
        <div className="flex flex-wrap items-end justify-between gap-6">
          {heading}
          {action}
        </div>
      ) : (
        heading
      )}
      {children}
    </Band>
  );
}

/** The closing call to action of a page. */
export function CtaBand({
  title,
  text,
  to = "/appointment",
  label = "Get Started",
}: {
  title: string;
  text: string;
  to?: string;
  label?: string;
}) {
  return (
    <section className="container py-20">
      <div className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-indigo-700 via-indigo-600 to-teal-700 px-8 py-14 text-white md:px-14">
        <div className="absolute -right-16 -top-16 h-64 w-64 rounded-full bg-white/10" aria-hidden="true" />
        <h2 className="relative max-w-2xl text-3xl font-bold tracking-tight md:text-4xl">{title}</h2>
        <p className="relative mt-4 max-w-2xl text-lg text-white/85">{text}</p>
        <Link
          to={to}
          className="relative mt-8 inline-flex items-center gap-2 rounded-lg bg-white px-6 py-3 font-semibold text-indigo-800 transition hover:bg-indigo-50"
        >
          {label}
          <ArrowRightIcon width={18} height={18} aria-hidden="true" />
        </Link>
      </div>
    </section>
  );
}
