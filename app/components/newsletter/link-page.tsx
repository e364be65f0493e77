import type { ReactNode } from "react";

import { useNewsletterCopy } from "~/utils/newsletter-copy";

/** The page an emailed newsletter link opens: what it did or why it cannot, and what to do next. */
export function LinkPage({
  title,
  text,
  subscribeAgain = false,
  children,
}: {
  title: string;
  text: string;
  subscribeAgain?: boolean;
  children?: ReactNode;
}) {
  const { linkPages } = useNewsletterCopy();
  return (
    <div className="container max-w-2xl py-16 md:py-24">
      <section className="card p-8 sm:p-10">
        <p className="text-sm font-semibold uppercase tracking-widest text-primary">{linkPages.eyebrow}</p>
        <h1 className="mt-3 text-3xl font-bold tracking-tight">{title}</h1>
        <p className="mt-4 text-muted-foreground">{text}</p>
        {children}
        {subscribeAgain ? (
          <p className="mt-6">
            <a href="/newsletter" className="font-medium text-primary hover:underline">
              {linkPages.subscribeAgain}
            </a>
          </p>
        ) : null}
      </section>
    </div>
  );
}
