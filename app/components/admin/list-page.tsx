import { Link, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";

import { withParams } from "~/utils/job-list-params";

import { BackToDashboard } from "../admin-shell";

/**
 * The top of a back-office list: the way back (to the dashboard unless told), its title, what it
 * holds, links to related pages and its New button.
 */
export function ListHeader({
  title,
  summary,
  newLink,
  links = [],
  back = <BackToDashboard />,
}: {
  title: string;
  summary: ReactNode;
  newLink?: { to: string; label: string };
  links?: Array<{ to: string; label: string }>;
  back?: ReactNode;
}) {
  return (
    <>
      {back}
      <div className="mt-4 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
          <p className="mt-1 text-muted-foreground">{summary}</p>
        </div>
        {newLink || links.length > 0 ? (
          <div className="flex flex-wrap gap-3">
            {links.map((link) => (
              <Link key={link.to} to={link.to} className="btn-outline">
                {link.label}
              </Link>
            ))}
            {newLink ? (
              <Link to={newLink.to} className="btn-primary">
                {newLink.label}
              </Link>
            ) : null}
          </div>
        ) : null}
      </div>
    </>
  );
}

/** What a list shows when nothing matches. */
export function EmptyList({ children, className = "mt-10" }: { children: ReactNode; className?: string }) {
  return (
    <p
      className={`rounded-2xl border border-dashed border-border bg-background px-6 py-16 text-center text-muted-foreground ${className}`}
    >
      {children}
    </p>
  );
}

/** The top of one item in a back-office list: who it is from (linked to its page), what it is
 * about, a line of details and its status badge. */
export function ListItemHeading({
  to,
  name,
  about,
  details,
  badge,
}: {
  to: string;
  name: string;
  about: ReactNode;
  details: ReactNode;
  badge: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      <div className="min-w-0">
        <h2 className="font-semibold">
          <Link to={to} className="hover:text-primary hover:underline">
            {name}
          </Link>{" "}
          <span className="font-normal text-muted-foreground">· {about}</span>
        </h2>
        <p className="text-sm text-muted-foreground">{details}</p>
      </div>
      {badge}
    </div>
  );
}

/**
 * Links that narrow a list to one value of `param` (a stage, a status), each with its count; the
 * current one is marked. Other filters in the URL are kept; the page goes back to the first.
 */
export function FilterChips({
  label,
  param,
  current,
  options,
}: {
  label: string;
  param: string;
  current: string;
  options: Array<{ value: string; label: string; count: number }>;
}) {
  const { search } = useLocation();
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2">
        {options.map((option) => {
          const selected = current === option.value;
          return (
            <li key={option.value || "all"}>
              <Link
                to={withParams("", search, { [param]: option.value || null, page: null })}
                aria-current={selected ? "page" : undefined}
                className={`inline-flex items-center gap-2 rounded-full border px-3 py-1.5 text-sm font-medium ${
                  selected ? "border-primary bg-primary text-primary-foreground" : "border-border hover:border-primary"
                }`}
              >
                {option.label}
                <span className={selected ? "" : "text-muted-foreground"}>{option.count}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** FilterChips' options: "All" with the count `all`, then each of `values` with its label and count. */
export function chipsWithAll<V extends string>(
  all: number,
  values: readonly V[],
  labels: Readonly<Record<V, string>>,
  counts: Readonly<Record<V, number>>,
) {
  return [
    { value: "", label: "All", count: all },
    ...values.map((value) => ({ value, label: labels[value], count: counts[value] })),
  ];
}

/**
 * The row above an exportable list: its chips, and an Export CSV link to `csvPath` that carries the
 * list's filters (not its page: the file holds every row that matches).
 */
export function ChipsAndExport({ csvPath, ...chips }: Parameters<typeof FilterChips>[0] & { csvPath: string }) {
  const { search } = useLocation();
  return (
    <div className="mt-6 flex flex-wrap items-start justify-between gap-4">
      <FilterChips {...chips} />
      <a href={`${csvPath}${withParams("", search, { page: null })}`} className="btn-outline" download>
        Export CSV
      </a>
    </div>
  );
}
