import { isRouteErrorResponse, useRouteError, type ErrorResponse } from "@remix-run/react";
import type { ReactNode } from "react";

import { NotFound } from "./not-found";
import { refusalOf, RequestRefused } from "./request-refused";

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
  if (isRouteErrorResponse(error)) {
    const handler = statusHandlers[error.status];
    if (handler) return handler(error);
    if (error.status === 404) return <NotFound />;
    const refusal = refusalOf(error);
    if (refusal) return <RequestRefused refusal={refusal} />;
  }
  console.error(error);
  return unexpectedError(error);
}

function SomethingWentWrong() {
  return (
    <section className="container flex flex-col items-center py-32 text-center">
      <p className="text-sm font-semibold uppercase tracking-widest text-primary">Something went wrong</p>
      <h1 className="mt-3 text-4xl font-bold tracking-tight">We couldn't load this page</h1>
      <p className="mt-4 max-w-md text-muted-foreground">
        An unexpected error occurred on our side. Please try again in a moment.
      </p>
      <a href="/" className="btn-primary mt-8">
        Return Home
      </a>
    </section>
  );
}
