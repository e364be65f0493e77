import type { ReactNode } from "react";

/** The small uppercase line in the brand colour that introduces a heading. */
export function Eyebrow({ className = "", children }: { className?: string; children: ReactNode }) {
  return <p className={`text-sm font-semibold uppercase tracking-widest text-primary ${className}`}>{children}</p>;
}
