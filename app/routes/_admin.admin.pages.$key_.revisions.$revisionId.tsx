import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData, useNavigation } from "@remix-run/react";

import { BackLink } from "~/components/back-link";
import { CompareField, DiffLegend } from "~/components/blog/revision-compare";
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
  const restoring = useNavigation().state === "submitting";
  return (
    <>
      <BackLink to={`/admin/pages/${key}/revisions`}>Back to revisions</BackLink>
      <h1 className="mt-4 text-3xl font-bold tracking-tight">Compare revision</h1>
      <p className="mt-1 text-muted-foreground">
        {DOCUMENT_REVISION_ORIGIN_LABELS[revision.origin]}{" "}
        <time dateTime={revision.createdAt}>{formatDateTime(revision.createdAt)}</time> by{" "}
        {revision.userName ?? "an unknown author"}, beside the current content of “{title}”.
      </p>
      <Form
        method="post"
        className="mt-6 flex flex-col gap-4 rounded-2xl border border-border bg-card p-5 sm:flex-row sm:items-center sm:justify-between"
      >
        <input type="hidden" name="version" value={version} />
        <p id="restore-note" className="max-w-prose text-sm text-muted-foreground">
          {same ? (
            <>
              <strong className="font-semibold text-foreground">
                This revision is the same as the current content:
              </strong>{" "}
              there is nothing to restore.
            </>
          ) : (
            <>
              <strong className="font-semibold text-foreground">Restoring</strong> makes this revision the page’s draft:
              visitors see it once it is published. The current content stays in the list of revisions.
            </>
          )}
        </p>
        <button
          type="submit"
          className="btn-primary shrink-0"
          disabled={same || restoring}
          aria-describedby="restore-note"
        >
          {restoring ? "Restoring..." : "Restore this revision"}
        </button>
      </Form>
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
