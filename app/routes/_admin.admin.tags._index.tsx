import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";

import { EmptyList, ListHeader } from "~/components/admin/list-page";
import { DeleteButton } from "~/components/admin/record-actions";
import { BackToList } from "~/components/admin/record-pages";
import { BLOGS, TAGS } from "~/content/admin-resources";
import { tagPath } from "~/lib/tags";
import { listTagsWithCounts } from "~/models/tag.server";
import { requirePermission } from "~/utils/auth.server";
import { pageTitle } from "~/utils/site-settings";

// Every tag of the posts, with how many posts carry it and how many of those are live; each one's
// name, slug and description are edited (and it is merged into another) on its own page.

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "Tags") }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requirePermission(request, "blogs:write");
  return { tags: await listTagsWithCounts() };
}

function plural(count: number, word: string) {
  return `${count} ${count === 1 ? word : `${word}s`}`;
}

export default function TagsRoute() {
  const { tags } = useLoaderData<typeof loader>();
  const undescribed = tags.filter((tag) => !tag.description).length;
  return (
    <>
      <ListHeader
        title="Tags"
        summary={`${plural(tags.length, "tag")}${undescribed ? ` · ${undescribed} without a description` : ""}`}
        back={<BackToList resource={BLOGS} />}
      />
      <p className="mt-3 max-w-2xl text-sm text-muted-foreground">
        Writers add tags to posts; here each tag gets the name, address and description its page shows, and tags are
        merged or deleted.
      </p>
      {tags.length === 0 ? (
        <EmptyList>No tags yet. Tags appear here once a post has them.</EmptyList>
      ) : (
        <ul aria-label="Tags" className="mt-8 grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {tags.map((tag) => (
            <li key={tag.slug} className="flex flex-col rounded-2xl border border-border bg-background p-5 shadow-sm">
              <div className="flex items-start justify-between gap-3">
                <h2 className="min-w-0 text-lg font-semibold leading-snug [overflow-wrap:anywhere]">{tag.name}</h2>
                <span
                  className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ${
                    tag.description
                      ? "border border-success/40 text-success"
                      : "border border-border text-muted-foreground"
                  }`}
                >
                  {tag.description ? "Described" : "No description"}
                </span>
              </div>
              <p className="mt-1 text-sm text-muted-foreground">
                {plural(tag.posts, "post")} · {tag.live} live
              </p>
              {tag.description ? <p className="mt-3 line-clamp-2 text-sm">{tag.description}</p> : null}
              <div className="mt-auto flex flex-wrap items-center gap-1 pt-4">
                <Link to={`/admin/tags/${tag.slug}`} className="btn-ghost px-3 py-2" aria-label={`Edit ${tag.name}`}>
                  Edit
                </Link>
                <DeleteButton resource={TAGS} record={{ id: tag.slug, name: tag.name }} />
                <Link
                  to={tagPath(tag.slug)}
                  className="btn-ghost min-w-0 px-3 py-2 font-mono text-xs [overflow-wrap:anywhere]"
                >
                  {tagPath(tag.slug)}
                  <span className="sr-only">: the page of {tag.name}</span>
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
