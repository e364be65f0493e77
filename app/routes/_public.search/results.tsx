import { Link } from "@remix-run/react";

import { formatDate } from "~/lib/format";
import type { Segment } from "~/lib/search-snippet";
import type { SearchKind, SearchResult } from "~/models/site-search.server";

const TYPE_LABELS: Record<SearchKind, string> = { post: "Article", job: "Job", page: "Page" };

/** Text with the searched words in <mark>: each part drawn as text, so nothing in it is markup. */
function Marked({ segments }: { segments: Segment[] }) {
  return segments.map((part, index) =>
    part.marked ? (
      <mark key={index} className="rounded-sm bg-primary/15 px-0.5 text-inherit">
        {part.text}
      </mark>
    ) : (
      part.text
    ),
  );
}

export function SearchResults({ results }: { results: SearchResult[] }) {
  return (
    <ol aria-label="Search results" className="mt-8 space-y-8">
      {results.map((result) => (
        <li key={result.url}>
          <article className="space-y-1">
            <p className="text-xs font-semibold uppercase tracking-wider text-primary">
              {TYPE_LABELS[result.type]}
              {result.type === "post" && result.date ? (
                <span className="ml-2 font-normal normal-case tracking-normal text-muted-foreground">
                  {formatDate(result.date)}
                </span>
              ) : null}
            </p>
            <h2 className="text-xl font-semibold">
              <Link to={result.url} className="hover:text-primary hover:underline">
                <Marked segments={result.titleSegments} />
              </Link>
            </h2>
            <p className="text-muted-foreground">
              <Marked segments={result.snippet} />
            </p>
            <p className="text-sm text-muted-foreground">{result.url}</p>
          </article>
        </li>
      ))}
    </ol>
  );
}

const BROWSE = [
  { to: "/insights", label: "Insights and articles" },
  { to: "/careers", label: "Open roles" },
  { to: "/services", label: "Our services" },
  { to: "/contact", label: "Contact us" },
];

/** What a search that found nothing offers instead. */
export function NoResults() {
  return (
    <div className="card mt-8 px-6 py-10">
      <h2 className="text-lg font-semibold">No results found</h2>
      <p className="mt-2 text-muted-foreground">
        Check the spelling, try fewer or more general words, or browse the site:
      </p>
      <ul className="mt-4 flex flex-wrap gap-3">
        {BROWSE.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="btn-outline">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

type Suggested = {
  posts: Array<{ id: number; title: string; url: string }>;
  jobs: Array<{ id: number; title: string; location: string }>;
};

/** What an empty search suggests: the newest articles and open roles. */
export function Suggestions({ posts, jobs }: Suggested) {
  return (
    <div className="mt-10 grid gap-10 sm:grid-cols-2">
      <section aria-labelledby="recent-articles">
        <h2 id="recent-articles" className="text-lg font-semibold">
          Recent articles
        </h2>
        <ul className="mt-4 space-y-3">
          {posts.map((post) => (
            <li key={post.id}>
              <Link to={post.url} className="hover:text-primary hover:underline">
                {post.title}
              </Link>
            </li>
          ))}
        </ul>
        <Link to="/insights" className="mt-4 inline-block text-sm font-medium text-primary hover:underline">
          All articles
        </Link>
      </section>
      <section aria-labelledby="open-roles">
        <h2 id="open-roles" className="text-lg font-semibold">
          Open roles
        </h2>
        <ul className="mt-4 space-y-3">
          {jobs.map((job) => (
            <li key={job.id}>
              <Link to={`/careers?job=${job.id}`} className="hover:text-primary hover:underline">
                {job.title}
              </Link>
              <span className="text-muted-foreground"> · {job.location}</span>
            </li>
          ))}
        </ul>
        <Link to="/careers" className="mt-4 inline-block text-sm font-medium text-primary hover:underline">
          All open roles
        </Link>
      </section>
    </div>
  );
}
