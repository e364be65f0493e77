import type { MetaFunction } from "@remix-run/node";

import { PageHeader } from "~/components/page-header";
import { company } from "~/content/site";

export const meta: MetaFunction = () => [{ title: `Since 2015 | ${company.name}` }];

// Placeholder until this page's own issue lands.
export default function Route() {
  return (
    <PageHeader eyebrow="About us" title="Since 2015">
      <p>We have spent a decade building, funding and growing companies alongside their founders.</p>
    </PageHeader>
  );
}
