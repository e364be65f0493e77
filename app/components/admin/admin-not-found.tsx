import { isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";

import { refusalOf, RequestRefused } from "../request-refused";

/**
 * The not-found state of an admin record page, inside the back-office shell; a refused request
 * (400, 415…) shows its message here too; other errors go on to the general boundary.
 */
export function AdminNotFound({ title, backTo, backLabel }: { title: string; backTo: string; backLabel: string }) {
  const error = useRouteError();
  const refusal = refusalOf(error);
  if (refusal) return <RequestRefused refusal={refusal} />;
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return (
    <section className="flex flex-col items-center py-24 text-center">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p className="mt-3 text-muted-foreground">It may have been deleted, or the link is wrong.</p>
      <Link to={backTo} className="btn-primary mt-8">
        {backLabel}
      </Link>
    </section>
  );
}
