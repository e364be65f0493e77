import type { ReactNode } from "react";

import { PageHeader } from "../page-header";

/** The frame of a policy page: title, last update and readable text. */
export function LegalPage({ title, updated, children }: { title: string; updated: string; children: ReactNode }) {
  return (
    <>
      <PageHeader eyebrow="Legal" title={title}>
        <p>Last updated {updated}</p>
      </PageHeader>
      <div className="prose-content container max-w-3xl py-16">{children}</div>
    </>
  );
}
