import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";

import { LegalPage } from "~/components/marketing/legal-page";
import { seoMeta } from "~/utils/seo";
import { siteSettingsOf, useSiteSettings } from "~/utils/site-settings";

export const meta: MetaFunction = ({ matches }) =>
  seoMeta({
    matches,
    title: "Terms of Service",
    description: `The terms for using the ${siteSettingsOf(matches).company.name} website.`,
    path: "/terms",
  });

export default function TermsRoute() {
  const { company } = useSiteSettings();
  return (
    <LegalPage title="Terms of Service" updated="November 1, 2026">
      <p>
        These terms apply when you use this website. By using it you accept them; if you do not, please do not use the
        site.
      </p>
      <h2>Information on this site</h2>
      <p>
        Our articles and pages describe how we work and what we have seen work for others. They are general information,
        not financial, legal or tax advice for your situation. For advice,{" "}
        <Link to="/appointment">book a consultation</Link>.
      </p>
      <h2>Consultations</h2>
      <p>
        A booked first consultation is free and does not commit either side to further work. We may reschedule or cancel
        a booking, and will tell you by email if we do. Any engagement afterwards is governed by a separate written
        agreement.
      </p>
      <h2>Acceptable use</h2>
      <p>
        Do not use the site to send spam, attempt to break its security, or collect other people's data. We may block
        addresses that do.
      </p>
      <h2>Intellectual property</h2>
      <p>
        The text, illustrations and brand on this site belong to {company.legalName}. You may share links and quote
        short passages with attribution.
      </p>
      <h2>Liability</h2>
      <p>
        We work to keep the site accurate and available but cannot guarantee it. To the extent the law allows, we are
        not liable for losses from its use.
      </p>
      <h2>Law and contact</h2>
      <p>
        These terms are governed by the laws of India, with courts in Bengaluru having jurisdiction. Questions:{" "}
        <a href={`mailto:${company.email}`}>{company.email}</a>. See also our <Link to="/privacy">Privacy Policy</Link>.
      </p>
    </LegalPage>
  );
}
