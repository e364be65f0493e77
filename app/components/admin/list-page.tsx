import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

import { BackToDashboard } from "../admin-shell";

/** The top of a back-office list: the way back, its title, what it holds and its New button. */
export function ListHeader({
  title,
  summary,
  newLink,
}: {
  title: string;
  summary: ReactNode;
  newLink?: { to: string; label: string };
}) {
  return (
    <>
      <BackToDashboard />
      <div className="mt-4 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
          <p className="mt-1 text-muted-foreground">{summary}</p>
        </div>
        {newLink ? (
          <Link to={newLink.to} className="btn-primary">
            {newLink.label}
          </Link>
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
