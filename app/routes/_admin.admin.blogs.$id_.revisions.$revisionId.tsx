import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData, useNavigation } from "@remix-run/react";

import { BackLink } from "~/components/back-link";
import { CompareField, DiffLegend, RevisionErrorBoundary } from "~/components/blog/revision-compare";
import { company } from "~/content/site";
import { formatDateTime } from "~/lib/format";
import { REVISION_ORIGIN_LABELS } from "~/lib/post-revisions";
import { loadRevisionComparison, restorePostRevision } from "~/utils/post-revisions.server";

export const meta: MetaFunction = () => [{ title: `Compare revision | ${company.name}` }];

export const loader = (args: LoaderFunctionArgs) => loadRevisionComparison(args);

export const action = (args: ActionFunctionArgs) => restorePostRevision(args);

export default function CompareRevisionRoute() {
  const { post, revision, comparison, same } = useLoaderData<typeof loader>();
  const restoring = useNavigation().state === "submitting";
  const when = formatDateTime(revision.createdAt);
  return (
    <>
      <BackLink to={`/admin/blogs/${post.id}/revisions`}>Back to revisions</BackLink>
      <h1 className="mt-4 text-3xl font-bold tracking-tight">Compare revision</h1>
      <p className="mt-1 text-muted-foreground [overflow-wrap:anywhere]">
        {REVISION_ORIGIN_LABELS[revision.origin]} <time dateTime={revision.createdAt}>{when}</time> by{" "}
        {revision.userName ?? "an unknown author"}, beside the current version of “{post.title}”.
      </p>
      {same ? (
        <p className="mt-6 rounded-xl border border-border bg-muted px-4 py-3">
          This revision is the same as the current version: there is nothing to restore.
        </p>
      ) : (
        <DiffLegend />
      )}

      <CompareField name="Title" comparison={comparison.title} />
      <CompareField name="Description" comparison={comparison.description} />
      <CompareField name="Content" comparison={comparison.content} />
      <CompareField name="Author" comparison={comparison.author} />

      <Form method="post" className="mt-10 rounded-2xl border border-border bg-card p-5 sm:p-6">
        <h2 className="text-lg font-semibold">Restore this revision</h2>
        <p id="restore-note" className="mt-1 max-w-prose text-sm text-muted-foreground">
          The post’s title, description, content and author become this revision’s; its address, tags, status, publish
          date and image stay as they are. The current version stays in the list of revisions.
        </p>
        <button type="submit" className="btn-primary mt-4" disabled={same || restoring} aria-describedby="restore-note">
          {restoring ? "Restoring..." : "Restore this revision"}
        </button>
      </Form>
    </>
  );
}

export function ErrorBoundary() {
  return <RevisionErrorBoundary />;
}
