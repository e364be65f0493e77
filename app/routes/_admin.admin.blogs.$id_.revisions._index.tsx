import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { BackLink } from "~/components/back-link";
import { RevisionErrorBoundary, RevisionList } from "~/components/blog/revision-compare";
import { REVISION_ORIGIN_LABELS } from "~/lib/post-revisions";
import { loadRevisions } from "~/utils/post-revisions.server";
import { pageTitle } from "~/utils/site-settings";

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "Revisions") }];

export const loader = (args: LoaderFunctionArgs) => loadRevisions(args);

export default function RevisionsRoute() {
  const { post, revisions, kept } = useLoaderData<typeof loader>();
  return (
    <>
      <BackLink to={`/admin/blogs/${post.id}`}>Back to the post</BackLink>
      <h1 className="mt-4 text-3xl font-bold tracking-tight">Revisions</h1>
      <p className="mt-1 text-muted-foreground [overflow-wrap:anywhere]">
        “{post.title}”: each save keeps a version of the text (the newest {kept}). Compare one with the current version
        to restore it.
      </p>
      <RevisionList
        revisions={revisions}
        compareTo={(revision) => `/admin/blogs/${post.id}/revisions/${revision.id}`}
        describe={(revision) => (
          <>
            <span className="font-semibold text-foreground">{REVISION_ORIGIN_LABELS[revision.origin]}</span>
            {" by "}
            {revision.userName ?? "an unknown author"} · “{revision.title}”
          </>
        )}
      />
    </>
  );
}

export function ErrorBoundary() {
  return <RevisionErrorBoundary />;
}
