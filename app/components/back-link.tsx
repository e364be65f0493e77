import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

import { ArrowLeftIcon } from "./icons";

/** The quiet link above a page's title back to the page it belongs to: all studios, all insights, a list. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-2 text-sm font-medium text-muted-foreground hover:text-foreground"
    >
      <ArrowLeftIcon width={16} height={16} aria-hidden="true" />
      {children}
    </Link>
  );
}
