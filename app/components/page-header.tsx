import type { ReactNode } from "react";

import { Eyebrow } from "./eyebrow";

/** The opening band of an inner page: a small eyebrow, the page's h1 and a lead paragraph. */
export function PageHeader({ eyebrow, title, children }: { eyebrow?: string; title: string; children?: ReactNode }) {
  return (
    <section className="relative overflow-hidden border-b border-border bg-gradient-to-b from-primary/10 via-background to-background">
      <div className="container py-20 md:py-28">
        {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
        <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight md:text-5xl">{title}</h1>
        {children ? (
          <div className="mt-5 max-w-2xl text-lg leading-relaxed text-muted-foreground">{children}</div>
        ) : null}
      </div>
    </section>
  );
}
