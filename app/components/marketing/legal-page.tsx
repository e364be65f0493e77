import type { ReactNode } from "react";

import { PageHeader } from "../page-header";

/** Formatted text from a document (sanitized when it was saved; the seed's is the site's own). */
export function DocumentHtml({ html }: { html: string }) {
  return <div className="prose-content" dangerouslySetInnerHTML={{ __html: html }} />;
}

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
