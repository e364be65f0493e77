import { isRouteErrorResponse, useRouteError } from "@remix-run/react";

import { NotFound } from "./not-found";
import { refusalOf, RequestRefused } from "./request-refused";

/** What a page shows for an error no route handled: not found, a refused request, or our failure (logged). */
export function GeneralError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const refusal = refusalOf(error);
  if (!notFound && !refusal) console.error(error);

  if (notFound) return <NotFound />;
  if (refusal) return <RequestRefused refusal={refusal} />;
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
