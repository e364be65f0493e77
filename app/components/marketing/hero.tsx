import type { ReactNode } from "react";

import { Eyebrow } from "../eyebrow";

/** The tinted opening band of a marketing page; `className` lays out the container inside it. */
export function HeroBand({ className, children }: { className: string; children: ReactNode }) {
  return (
    <section className="border-b border-border bg-gradient-to-br from-primary/15 via-background to-accent/10">
      <div className={`container ${className}`}>{children}</div>
    </section>
  );
}

/**
 * The opening of a marketing page: eyebrow, the page's h1 and its lead, then the calls to action
 * (`children`). A `longTitle` (a sentence rather than a name) starts smaller and wraps earlier.
 */
export function PageHero({
  eyebrow,
  title,
  lead,
  longTitle = false,
  children,
}: {
  eyebrow: string;
  title: string;
  lead: ReactNode;
  longTitle?: boolean;
  children: ReactNode;
}) {
  return (
    <HeroBand className="py-20 md:py-28">
      <Eyebrow>{eyebrow}</Eyebrow>
      <h1 className={`mt-3 ${longTitle ? "max-w-3xl text-4xl" : "text-5xl"} font-extrabold tracking-tight md:text-6xl`}>
        {title}
      </h1>
      <p className="mt-6 max-w-2xl text-lg leading-relaxed text-muted-foreground">{lead}</p>
      {children}
    </HeroBand>
  );
}
