import type { ReactNode } from "react";

import { useNewsletterCopy } from "~/utils/newsletter-copy";

/**
 * The page an emailed link opens (the newsletter's, or another list's with its own `eyebrow` and
 * `again` link): what it did or why it cannot, and what to do next.
 */
export function LinkPage({
  title,
  text,
  subscribeAgain = false,
  eyebrow,
  again,
  children,
}: {
  title: string;
  text: string;
  subscribeAgain?: boolean;
  eyebrow?: string;
  again?: { href: string; label: string };
  children?: ReactNode;
}) {
  const { linkPages } = useNewsletterCopy();
  const next = again ?? (subscribeAgain ? { href: "/newsletter", label: linkPages.subscribeAgain } : null);
  return (
    <div className="container max-w-2xl py-16 md:py-24">
      <section className="card p-8 sm:p-10">
        <p className="text-sm font-semibold uppercase tracking-widest text-primary">{eyebrow ?? linkPages.eyebrow}</p>
        <h1 className="mt-3 text-3xl font-bold tracking-tight">{title}</h1>
        <p className="mt-4 text-muted-foreground">{text}</p>
        {children}
        {next ? (
          <p className="mt-6">
            <a href={next.href} className="font-medium text-primary hover:underline">
              {next.label}
            </a>
          </p>
        ) : null}
      </section>
    </div>
  );
}
