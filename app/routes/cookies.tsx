import type { MetaFunction } from "@remix-run/node";

import { PageHeader } from "~/components/page-header";
import { company } from "~/content/site";

export const meta: MetaFunction = () => [{ title: `Cookie Policy | ${company.name}` }];

// Placeholder until this page's own issue lands.
export default function Route() {
  return (
    <PageHeader eyebrow="Legal" title="Cookie Policy">
      <p>The few cookies this site uses, and why.</p>
    </PageHeader>
  );
}
