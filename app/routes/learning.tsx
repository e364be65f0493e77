import type { MetaFunction } from "@remix-run/node";

import { PageHeader } from "~/components/page-header";
import { company } from "~/content/site";

export const meta: MetaFunction = () => [{ title: `Learn from people who have built | ${company.name}` }];

// Placeholder until this page's own issue lands.
export default function Route() {
  return (
    <PageHeader eyebrow="Learning Studio" title="Learn from people who have built">
      <p>Five flagship programs for founders, marketers, engineers, managers and executives.</p>
    </PageHeader>
  );
}
