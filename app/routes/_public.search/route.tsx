import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";

import { SearchBox } from "~/components/list-filters";
import { Pagination } from "~/components/pagination";
import { postPath } from "~/lib/slug";
import { listBlogs } from "~/models/blog.server";
import { listJobSummaries } from "~/models/job.server";
import { parseId } from "~/models/query.server";
import { isSearchKind, searchSite, type SearchKind } from "~/models/site-search.server";

import { NoResults, SearchResults, Suggestions } from "./results";

export const meta: MetaFunction = () => [{ title: "Search" }, { name: "robots", content: "noindex" }];

/** How many recent posts and open roles an empty search suggests. */
const SUGGESTED = 3;

export async function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const q = (params.get("q") ?? "").trim().slice(0, 200);
  const asked = params.get("type") ?? "";
  const type: SearchKind | null = isSearchKind(asked) ? asked : null;
  if (!q) {
    const now = new Date();
    const [posts, jobs] = await Promise.all([
      listBlogs({ limit: SUGGESTED, now }),
      listJobSummaries({ limit: SUGGESTED, listedAt: now }),
    ]);
    return {
      q,
      type,
      suggestions: {
        posts: posts.blogs.map(({ id, title, slug }) => ({ id, title, url: postPath({ id, slug }) })),
        jobs: jobs.jobs.map(({ id, title, location }) => ({ id, title, location })),
      },
      found: null,
    };
  }
  const page = parseId(params.get("page")) ?? 1;
  return { q, type, suggestions: null, found: await searchSite({ q, type: type ?? undefined, page }) };
}

const TYPE_FILTERS: Array<[SearchKind | null, string]> = [
  [null, "Everything"],
  ["post", "Articles"],
  ["job", "Jobs"],
  ["page", "Pages"],
];

/** The same search narrowed to one kind of result (or none), from its first page. */
function typeHref(q: string, type: SearchKind | null) {
  const params = new URLSearchParams({ q });
  if (type) params.set("type", type);
  return `/search?${params}`;
}

export default function SearchRoute() {
  const { q, type, suggestions, found } = useLoaderData<typeof loader>();
  return (
    <section className="container max-w-3xl py-16" aria-labelledby="search-heading">
      <h1 id="search-heading" className="text-4xl font-bold tracking-tight">
        Search
      </h1>
      <Form method="get" action="/search" role="search" className="mt-8 flex gap-3">
        <SearchBox id="site-search" label="Search the site" placeholder="Search articles, jobs and pages" value={q} />
        {type ? <input type="hidden" name="type" value={type} /> : null}
        <button type="submit" className="btn-primary">
          Search
        </button>
      </Form>
      {found ? (
        <>
          <nav aria-label="Result types" className="mt-6">
            <ul className="flex flex-wrap gap-2">
              {TYPE_FILTERS.map(([kind, label]) => (
                <li key={label}>
                  <Link
                    to={typeHref(q, kind)}
                    aria-current={kind === type ? "page" : undefined}
                    className="inline-flex rounded-full border border-border px-3 py-1.5 text-sm font-medium hover:border-primary aria-[current=page]:border-primary aria-[current=page]:text-primary"
                  >
                    {label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <p role="status" className="mt-6 text-muted-foreground">
            {found.totalCapped ? `${found.total.toLocaleString("en-US")}+` : found.total}{" "}
            {found.total === 1 ? "result" : "results"} for “{q}”
          </p>
          {found.results.length > 0 ? (
            <>
              <SearchResults results={found.results} />
              <Pagination
                page={found.page}
                pageCount={Math.ceil(found.total / found.limit)}
                label="Search results pages"
              />
            </>
          ) : (
            <NoResults />
          )}
        </>
      ) : suggestions ? (
        <Suggestions {...suggestions} />
      ) : null}
    </section>
  );
}
