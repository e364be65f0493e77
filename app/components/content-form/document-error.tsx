import { Link } from "@remix-run/react";

import { GeneralErrorBoundary } from "../general-error";

/** The not-found page of the pages editor: an unknown page, or a revision that is not its. */
export function DocumentErrorBoundary() {
  return (
    <GeneralErrorBoundary
      statusHandlers={{
        404: (error) => (
          <section className="flex flex-col items-center py-24 text-center">
            <h1 className="text-3xl font-bold tracking-tight">{String(error.data)}</h1>
            <p className="mt-3 text-muted-foreground">The link may be wrong, or the page is no longer edited here.</p>
            <Link to="/admin/pages" className="btn-primary mt-8">
              Back to pages
            </Link>
          </section>
        ),
      }}
    />
  );
}
