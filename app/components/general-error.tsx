import { isRouteErrorResponse, useRouteError, type ErrorResponse } from "@remix-run/react";
import type { ReactNode } from "react";

import { useOptionalSiteSettings } from "~/utils/site-settings";
import { useArrivalFocus } from "~/utils/use-arrival-focus";

import { NotFound } from "./not-found";
import { RequestReference } from "./request-reference";
import { refusalOf, RequestRefused } from "./request-refused";
import { ServiceUnavailable } from "./service-unavailable";

type StatusHandler = (error: ErrorResponse) => ReactNode;

/**
 * The one error boundary of the app (Epic Stack style): a route passes a handler for the statuses it
 * words itself (a record's 404, say) and, for its own failures, `unexpectedError`; everything else
 * gets the shared pages: not found (404), a refused request (other 4xx, the response's message), or
 * our failure (logged).
 */
export function GeneralErrorBoundary({
  statusHandlers = {},
  unexpectedError = () => <SomethingWentWrong />,
}: {
  statusHandlers?: Partial<Record<number, StatusHandler>>;
  unexpectedError?: (error: unknown) => ReactNode;
}) {
  const error = useRouteError();
  const settings = useOptionalSiteSettings();
  if (isRouteErrorResponse(error)) {
    const handler = statusHandlers[error.status];
    if (handler) return handler(error);
    if (error.status === 404) return <NotFound />;
    if (error.status === 503) return <ServiceUnavailable company={settings?.company} />;
    const refusal = refusalOf(error);
    if (refusal) return <RequestRefused refusal={refusal} />;
  }
  console.error(error);
  return unexpectedError(error);
}

function SomethingWentWrong() {
  const heading = useArrivalFocus<HTMLHeadingElement>();
  return (
    <section className="container flex flex-col items-center py-32 text-center">
      <p className="text-sm font-semibold uppercase tracking-widest text-primary">Something went wrong</p>
      <h1 ref={heading} tabIndex={-1} className="mt-3 text-4xl font-bold tracking-tight focus:outline-none">
        We couldn't load this page
      </h1>
      <p className="mt-4 max-w-md text-muted-foreground">
        An unexpected error occurred on our side. Please try again in a moment.
      </p>
      <RequestReference />
      <a href="/" className="btn-primary mt-8">
        Return Home
      </a>
    </section>
  );
}

/** How a list's own failure page sits in the back-office's main column and on the public site. */
const LIST_FAILED_LOOKS = {
  admin: { section: "flex flex-col items-center py-24 text-center", message: "mt-4 text-muted-foreground" },
  public: { section: "container py-32 text-center", message: "mt-6 text-lg text-muted-foreground" },
};

/**
 * The error boundary of a list page: a list that could not load says so in its own words under
 * the page's title, with Try again (`retry`, the list's address); not-found and refused requests
 * get the general pages.
 */
export function ListErrorBoundary({
  title,
  message,
  retry,
  look,
}: {
  title: string;
  message: string;
  retry: string;
  look: keyof typeof LIST_FAILED_LOOKS;
}) {
  const classes = LIST_FAILED_LOOKS[look];
  return (
    <GeneralErrorBoundary
      unexpectedError={() => (
        <section className={classes.section}>
          <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
          <p role="alert" className={classes.message}>
            {message}
          </p>
          <RequestReference />
          <a href={retry} className="btn-primary mt-8">
            Try again
          </a>
        </section>
      )}
    />
  );
}
