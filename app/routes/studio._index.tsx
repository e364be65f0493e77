import type { MetaFunction } from "@remix-run/node";

import { PageHeader } from "~/components/page-header";
import { company } from "~/content/site";

export const meta: MetaFunction = () => [{ title: `Our Studios | ${company.name}` }];

// Placeholder until this page's own issue lands.
export default function Route() {
  return (
    <PageHeader eyebrow="Studios" title="Our Studios">
      <p>Three studios, one goal: companies that outlast their first idea.</p>
    </PageHeader>
  );
}
