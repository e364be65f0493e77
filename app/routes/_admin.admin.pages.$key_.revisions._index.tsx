import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";

import { BackLink } from "~/components/back-link";
import { DocumentErrorBoundary } from "~/components/content-form/document-error";
import { DOCUMENT_REVISION_ORIGIN_LABELS } from "~/lib/content-documents";
import { formatDateTime } from "~/lib/format";
import { loadDocumentRevisions } from "~/utils/page-revisions.server";
import { pageTitle } from "~/utils/site-settings";

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "Revisions") }];

export const loader = (args: LoaderFunctionArgs) => loadDocumentRevisions(args);

export default function PageRevisionsRoute() {
  const { key, title, revisions, kept } = useLoaderData<typeof loader>();
  return (
    <>
      <BackLink to={`/admin/pages/${key}`}>Back to the page</BackLink>
      <h1 className="mt-4 text-3xl font-bold tracking-tight">Revisions: {title}</h1>
      <p className="mt-1 text-muted-foreground">
        Each save, publish and schedule keeps a version of the page (the newest {kept}). Compare one with the current
        content to restore it as the draft.
      </p>
      {revisions.length === 0 ? (
        <p className="mt-8 rounded-2xl border border-dashed border-border p-8 text-center text-muted-foreground">
          No revisions yet: the next save keeps the first.
        </p>
      ) : (
        <ol
          aria-label="Revisions, newest first"
          className="mt-8 divide-y divide-border rounded-2xl border border-border"
        >
          {revisions.map((revision, index) => (
            <li key={revision.id} className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2 px-5 py-4">
              <div className="min-w-0">
                <p className="font-medium">
                  <time dateTime={revision.createdAt}>{formatDateTime(revision.createdAt)}</time>
                  {index === 0 ? (
                    <span className="ml-2 text-sm font-normal text-muted-foreground">(newest)</span>
                  ) : null}
                </p>
                <p className="text-sm text-muted-foreground">
                  <span className="font-semibold text-foreground">
                    {DOCUMENT_REVISION_ORIGIN_LABELS[revision.origin]}
                  </span>
                  {" by "}
                  {revision.userName ?? "an unknown author"}
                </p>
              </div>
              <Link to={`/admin/pages/${key}/revisions/${revision.id}`} className="btn-outline shrink-0">
                Compare<span className="sr-only"> the revision of {formatDateTime(revision.createdAt)}</span>
              </Link>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}

export function ErrorBoundary() {
  return <DocumentErrorBoundary />;
}
