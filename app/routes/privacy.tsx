import type { MetaFunction } from "@remix-run/node";

import { PageHeader } from "~/components/page-header";
import { company } from "~/content/site";

export const meta: MetaFunction = () => [{ title: `Privacy Policy | ${company.name}` }];

// Placeholder until this page's own issue lands.
export default function Route() {
  return (
    <PageHeader eyebrow="Legal" title="Privacy Policy">
      <p>How we collect, use and protect your information.</p>
    </PageHeader>
  );
}
