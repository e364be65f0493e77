import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { BackLink } from "~/components/back-link";
import { CompareField, DiffLegend, RestoreRevisionForm } from "~/components/blog/revision-compare";
import { DocumentErrorBoundary } from "~/components/content-form/document-error";
import { DOCUMENT_REVISION_ORIGIN_LABELS } from "~/lib/content-documents";
import { formatDateTime } from "~/lib/format";
import { loadDocumentRevision, restoreDocumentRevision } from "~/utils/page-revisions.server";
import { pageTitle } from "~/utils/site-settings";

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "Compare revision") }];

export const loader = (args: LoaderFunctionArgs) => loadDocumentRevision(args);

export const action = (args: ActionFunctionArgs) => restoreDocumentRevision(args);

export default function ComparePageRevisionRoute() {
  const { key, title, version, revision, comparison, same } = useLoaderData<typeof loader>();
  return (
    <>
      <BackLink to={`/admin/pages/${key}/revisions`}>Back to revisions</BackLink>
      <h1 className="mt-4 text-3xl font-bold tracking-tight">Compare revision</h1>
      <p className="mt-1 text-muted-foreground">
        {DOCUMENT_REVISION_ORIGIN_LABELS[revision.origin]}{" "}
        <time dateTime={revision.createdAt}>{formatDateTime(revision.createdAt)}</time> by{" "}
        {revision.userName ?? "an unknown author"}, beside the current content of “{title}”.
      </p>
      <RestoreRevisionForm
        same={same}
        explanation={
          <>
            <strong className="font-semibold text-foreground">Restoring</strong> makes this revision the page’s draft:
            visitors see it once it is published. The current content stays in the list of revisions.
          </>
        }
      >
        <input type="hidden" name="version" value={version} />
      </RestoreRevisionForm>
      {same ? null : <DiffLegend />}
      {comparison.map((field) => (
        <CompareField key={field.key} name={field.label} comparison={field} />
      ))}
    </>
  );
}

export function ErrorBoundary() {
  return <DocumentErrorBoundary />;
}
