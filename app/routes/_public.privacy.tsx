import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";

import { LegalPage } from "~/components/marketing/legal-page";
import { seoMeta } from "~/utils/seo";
import { siteSettingsOf, useSiteSettings } from "~/utils/site-settings";

export const meta: MetaFunction = ({ matches }) =>
  seoMeta({
    matches,
    title: "Privacy Policy",
    description: `What personal data ${siteSettingsOf(matches).company.name} keeps, why, and for how long.`,
    path: "/privacy",
  });

export default function PrivacyRoute() {
  const { company } = useSiteSettings();
  return (
    <LegalPage title="Privacy Policy" updated="November 1, 2026">
      <p>
        {company.legalName} ("we") runs this website. This policy explains what personal data we collect through it,
        why, and what you can ask of us. We follow India's Digital Personal Data Protection Act, 2023.
      </p>
      <h2>What we collect</h2>
      <ul>
        <li>
          <strong>Contact form:</strong> your name, email address, optional phone number, the subject and your message.
        </li>
        <li>
          <strong>Appointment bookings:</strong> your name, email, phone, optional company, the topic, the time you
          chose and any note you add.
        </li>
        <li>
          <strong>Technical data:</strong> the network address of each form submission, kept for ten minutes to one hour
          to stop spam and abuse.
        </li>
      </ul>
      <h2>Why we use it</h2>
      <p>
        Only to answer your message, arrange and prepare your consultation, and keep the site safe. We do not sell your
        data, use it for advertising, or add you to a mailing list without asking.
      </p>
      <h2>How long we keep it</h2>
      <p>
        Messages and bookings are kept for up to 24 months after our last contact with you, then deleted. You can ask us
        to delete them sooner.
      </p>
      <h2>Who can see it</h2>
      <p>
        Our partners and staff who handle your request, and the hosting provider that runs this site on our behalf under
        a data-processing agreement.
      </p>
      <h2>Your rights</h2>
      <p>
        You can ask to see, correct or delete the data we hold about you, or withdraw your consent, by writing to{" "}
        <a href={`mailto:${company.email}`}>{company.email}</a>. We answer within 30 days.
      </p>
      <p>
        Cookies are described in our <Link to="/cookies">Cookie Policy</Link>.
      </p>
    </LegalPage>
  );
}
