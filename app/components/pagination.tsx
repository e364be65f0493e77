import { Link, useLocation } from "@remix-run/react";

import { ArrowLeftIcon, ArrowRightIcon } from "./icons";

/** The URL of the same list on another page, keeping every other search parameter. */
export function pageHref(pathname: string, search: string, page: number) {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete("page");
  else params.set("page", String(page));
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** Previous / next links for a server-paged list: plain links, so they work without JavaScript. */
export function Pagination({
  page,
  pageCount,
  label = "Pagination",
}: {
  page: number;
  pageCount: number;
  label?: string;
}) {
  const { pathname, search } = useLocation();
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className="mt-12 flex items-center justify-between gap-4">
      {page > 1 ? (
        <Link to={pageHref(pathname, search, page - 1)} rel="prev" className="btn-outline">
          <ArrowLeftIcon width={16} height={16} />
          Previous
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-muted-foreground">
        Page {page} of {pageCount}
      </p>
      {page < pageCount ? (
        <Link to={pageHref(pathname, search, page + 1)} rel="next" className="btn-outline">
          Next
          <ArrowRightIcon width={16} height={16} />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
