import type { MetaFunction } from "@remix-run/node";

import { LegalPage } from "~/components/marketing/legal-page";
import { seoMeta } from "~/utils/seo";
import { siteSettingsOf } from "~/utils/site-settings";

export const meta: MetaFunction = ({ matches }) =>
  seoMeta({
    matches,
    title: "Cookie Policy",
    description: `The few cookies the ${siteSettingsOf(matches).company.name} website uses, and why.`,
    path: "/cookies",
  });

const COOKIES = [
  { name: "theme", purpose: "Remembers whether you chose the light or dark theme.", lifetime: "1 year" },
  {
    name: "en_toast",
    purpose: "Carries a one-time notice (such as 'Message sent') to the next page.",
    lifetime: "Until it is shown",
  },
  {
    name: "__session",
    purpose: "Keeps staff signed in to the back-office. Visitors never get it.",
    lifetime: "7 days",
  },
];

export default function CookiesRoute() {
  return (
    <LegalPage title="Cookie Policy" updated="November 1, 2026">
      <p>
        This site uses only the cookies it needs to work. There are no advertising, analytics or third-party tracking
        cookies, so there is nothing to opt out of.
      </p>
      <h2>The cookies we set</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">Cookie</th>
            <th scope="col">Purpose</th>
            <th scope="col">Lifetime</th>
          </tr>
        </thead>
        <tbody>
          {COOKIES.map((cookie) => (
            <tr key={cookie.name}>
              <td>
                <code>{cookie.name}</code>
              </td>
              <td>{cookie.purpose}</td>
              <td>{cookie.lifetime}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        Your theme choice is also kept in your browser's local storage under <code>theme</code>. You can delete cookies
        in your browser's settings at any time; the site will still work, and will forget your theme.
      </p>
    </LegalPage>
  );
}
