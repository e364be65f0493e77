import type { CompanySettings } from "~/content/settings";
import { phoneHref } from "~/lib/phone";

import { LogoMark } from "./logo";
import { RequestReference } from "./request-reference";

/**
 * What a visitor reads while the site cannot reach its data: ours to fix, and soon. `retryUrl`
 * gives the Try again button right under the message (the outage document has one); `company`
 * how to reach us instead (unknown on the root's own error page).
 */
export function ServiceUnavailable({ retryUrl, company }: { retryUrl?: string; company?: CompanySettings }) {
  return (
    <section className="container flex flex-col items-center py-16 text-center sm:py-24">
      <p className="text-sm font-semibold uppercase tracking-widest text-primary">Temporarily unavailable</p>
      <h1 className="mt-3 text-4xl font-bold tracking-tight">We'll be right back</h1>
      <p className="mt-4 max-w-md text-muted-foreground">
        The site cannot reach its data just now. Please try again in a minute.
      </p>
      {retryUrl ? (
        <a href={retryUrl} className="btn-primary mt-6">
          Try again
        </a>
      ) : null}
      {company ? (
        <p className="mt-8 max-w-md text-muted-foreground">
          Need us now? Email{" "}
          <a href={`mailto:${company.email}`} className="underline [overflow-wrap:anywhere]">
            {company.email}
          </a>{" "}
          or call {/* A phone number read across two lines is misread: it keeps to one. */}
          <a href={phoneHref(company.phone)} className="whitespace-nowrap underline">
            {company.phone}
          </a>
          .
        </p>
      ) : null}
      <RequestReference />
    </section>
  );
}

/**
 * The whole document a page request gets (503) when its data could not be loaded because the
 * database is unreachable: no scripts and nothing from the database (`company` is the facts read
 * last), so it always renders.
 */
export function ServiceUnavailableDocument({
  stylesheet,
  theme,
  retryUrl,
  company,
}: {
  stylesheet: string;
  theme: "light" | "dark";
  retryUrl: string;
  company: CompanySettings;
}) {
  return (
    <html lang="en" className={theme}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{`Temporarily unavailable | ${company.name}`}</title>
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="stylesheet" href={stylesheet} />
      </head>
      <body className="flex min-h-screen flex-col">
        <header className="container flex h-16 items-center gap-2.5 font-bold tracking-tight">
          <LogoMark />
          <span className="text-lg">{company.name}</span>
        </header>
        <main id="main" className="flex-1">
          <ServiceUnavailable retryUrl={retryUrl} company={company} />
        </main>
      </body>
    </html>
  );
}
