import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { BackLink } from "~/components/back-link";
import {
  CompareField,
  DiffLegend,
  RestoreRevisionForm,
  RevisionErrorBoundary,
} from "~/components/blog/revision-compare";
import { formatDateTime } from "~/lib/format";
import { REVISION_ORIGIN_LABELS } from "~/lib/post-revisions";
import { loadRevisionComparison, restorePostRevision } from "~/utils/post-revisions.server";
import { pageTitle } from "~/utils/site-settings";

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "Compare revision") }];

export const loader = (args: LoaderFunctionArgs) => loadRevisionComparison(args);

export const action = (args: ActionFunctionArgs) => restorePostRevision(args);

export default function CompareRevisionRoute() {
  const { post, revision, comparison, same } = useLoaderData<typeof loader>();
  const when = formatDateTime(revision.createdAt);
  return (
    <>
      <BackLink to={`/admin/blogs/${post.id}/revisions`}>Back to revisions</BackLink>
      <h1 className="mt-4 text-3xl font-bold tracking-tight">Compare revision</h1>
      <p className="mt-1 text-muted-foreground [overflow-wrap:anywhere]">
        {REVISION_ORIGIN_LABELS[revision.origin]} <time dateTime={revision.createdAt}>{when}</time> by{" "}
        {revision.userName ?? "an unknown author"}, beside the current version of “{post.title}”.
      </p>
      <RestoreRevisionForm
        same={same}
        explanation={
          <>
            <strong className="font-semibold text-foreground">Restoring</strong> gives the post this revision’s title,
            description, content and author; its address, tags, status, publish date and image stay as they are. The
            current version stays in the list of revisions.
          </>
        }
      />
      {same ? null : <DiffLegend />}

      <CompareField name="Title" comparison={comparison.title} />
      <CompareField name="Description" comparison={comparison.description} />
      <CompareField name="Content" comparison={comparison.content} />
      <CompareField name="Author" comparison={comparison.author} />
    </>
  );
}

export function ErrorBoundary() {
  return <RevisionErrorBoundary />;
}
