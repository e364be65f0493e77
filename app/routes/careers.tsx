import type { MetaFunction } from "@remix-run/node";

import { PageHeader } from "~/components/page-header";
import { company } from "~/content/site";

export const meta: MetaFunction = () => [{ title: `Join Our Team | ${company.name}` }];

// Placeholder until this page's own issue lands.
export default function Route() {
  return (
    <PageHeader eyebrow="Careers" title="Join Our Team">
      <p>Work with founders on the problems that decide whether a company makes it.</p>
    </PageHeader>
  );
}
