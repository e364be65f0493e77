import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { BackLink } from "~/components/back-link";
import { RevisionList } from "~/components/blog/revision-compare";
import { DocumentErrorBoundary } from "~/components/content-form/document-error";
import { DOCUMENT_REVISION_ORIGIN_LABELS } from "~/lib/content-documents";
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
      <RevisionList
        revisions={revisions}
        compareTo={(revision) => `/admin/pages/${key}/revisions/${revision.id}`}
        describe={(revision) => (
          <>
            <span className="font-semibold text-foreground">{DOCUMENT_REVISION_ORIGIN_LABELS[revision.origin]}</span>
            {" by "}
            {revision.userName ?? "an unknown author"}
          </>
        )}
      />
    </>
  );
}

export function ErrorBoundary() {
  return <DocumentErrorBoundary />;
}
