import { type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";

import { CheckList } from "~/components/check-list";
import { CtaBand } from "~/components/marketing/section";
import { PageHeader } from "~/components/page-header";
import { slugify } from "~/lib/slug";
import { pageContentFor } from "~/utils/page-preview.server";
import { documentPageMeta } from "~/utils/seo";

export async function loader({ request }: LoaderFunctionArgs) {
  return { content: await pageContentFor(request, "services") };
}

export const meta = documentPageMeta("/services");

export default function ServicesRoute() {
  const { header, services, bookLabel, cta } = useLoaderData<typeof loader>().content;
  return (
    <>
      <PageHeader eyebrow={header.eyebrow} title={header.title}>
        <p>{header.lead}</p>
      </PageHeader>
      <div className="container space-y-6 py-16">
        {services.map((service, index) => {
          // The section's anchor (/services#business-consulting) follows the service's name.
          const anchor = slugify(service.title) || `service-${index + 1}`;
          return (
            <section
              key={index}
              id={anchor}
              aria-labelledby={`${anchor}-title`}
              className="grid gap-6 rounded-3xl border border-border bg-card p-8 md:grid-cols-[1fr_1.2fr_auto] md:items-center"
            >
              <div>
                <p className="text-sm font-semibold text-primary">{String(index + 1).padStart(2, "0")}</p>
                <h2 id={`${anchor}-title`} className="mt-1 text-2xl font-bold tracking-tight">
                  {service.title}
                </h2>
                <p className="mt-2 text-muted-foreground">{service.summary}</p>
              </div>
              <CheckList items={service.delivers} className="space-y-2" />
              <Link to="/appointment" className="btn-primary" aria-label={`${bookLabel} about ${service.title}`}>
                {bookLabel}
              </Link>
            </section>
          );
        })}
      </div>
      <CtaBand {...cta} />
    </>
  );
}
