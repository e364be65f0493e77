import type { MetaFunction } from "@remix-run/node";

import { PageHeader } from "~/components/page-header";
import { company } from "~/content/site";

export const meta: MetaFunction = () => [{ title: `Insights & Articles | ${company.name}` }];

// Placeholder until this page's own issue lands.
export default function Route() {
  return (
    <PageHeader eyebrow="Insights" title="Insights & Articles">
      <p>Practical writing on building, funding and running companies.</p>
    </PageHeader>
  );
}
