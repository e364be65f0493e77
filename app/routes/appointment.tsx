import type { MetaFunction } from "@remix-run/node";

import { PageHeader } from "~/components/page-header";
import { company } from "~/content/site";

export const meta: MetaFunction = () => [{ title: `Talk to a partner | ${company.name}` }];

// Placeholder until this page's own issue lands.
export default function Route() {
  return (
    <PageHeader eyebrow="Book a consultation" title="Talk to a partner">
      <p>A free 30-minute first consultation with one of our partners.</p>
    </PageHeader>
  );
}
