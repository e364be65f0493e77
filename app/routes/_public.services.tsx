import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";

import { CheckList } from "~/components/check-list";
import { CtaBand } from "~/components/marketing/section";
import { PageHeader } from "~/components/page-header";
import { services } from "~/content/marketing";
import { seoMeta } from "~/utils/seo";

export const meta: MetaFunction = ({ matches }) =>
  seoMeta({
    matches,
    title: "Services",
    description:
      "Wealth management, business consulting, creative solutions, compliance and legal, and professional HR for growing companies.",
    path: "/services",
  });

export default function ServicesRoute() {
  return (
    <>
      <PageHeader eyebrow="Services" title="Five practices, one team on your side">
        <p>
          Each practice is led by a partner who has run that function in a growing company. Use one, or let them work
          together.
        </p>
      </PageHeader>
      <div className="container space-y-6 py-16">
        {services.map((service, index) => (
          <section
            key={service.slug}
            id={service.slug}
            aria-labelledby={`${service.slug}-title`}
            className="grid gap-6 rounded-3xl border border-border bg-card p-8 md:grid-cols-[1fr_1.2fr_auto] md:items-center"
          >
            <div>
              <p className="text-sm font-semibold text-primary">{String(index + 1).padStart(2, "0")}</p>
              <h2 id={`${service.slug}-title`} className="mt-1 text-2xl font-bold tracking-tight">
                {service.title}
              </h2>
              <p className="mt-2 text-muted-foreground">{service.summary}</p>
            </div>
            <CheckList items={service.delivers} className="space-y-2" />
            <Link to="/appointment" className="btn-primary" aria-label={`Book a consultation about ${service.title}`}>
              Book a consultation
            </Link>
          </section>
        ))}
      </div>
      <CtaBand
        title="Not sure which service you need?"
        text="Most clients start with a conversation. Tell us your situation and we will point you to the right people."
      />
    </>
  );
}
