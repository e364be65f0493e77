import type { MetaFunction } from "@remix-run/node";

import { PageHeader } from "~/components/page-header";
import { company } from "~/content/site";

export const meta: MetaFunction = () => [{ title: `What we do for growing companies | ${company.name}` }];

// Placeholder until this page's own issue lands.
export default function Route() {
  return (
    <PageHeader eyebrow="Services" title="What we do for growing companies">
      <p>Wealth management, business consulting, creative solutions, compliance and legal, and professional HR under one roof.</p>
    </PageHeader>
  );
}
