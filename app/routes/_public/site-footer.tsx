import { Link } from "@remix-run/react";

import { CompanyAddressLines } from "~/components/company-address";
import { Logo } from "~/components/logo";
import { NewsletterSignup } from "~/components/newsletter/signup-form";
import type { NavLink } from "~/content/settings";
import { phoneHref } from "~/lib/phone";
import { useNewsletterCopy } from "~/utils/newsletter-copy";
import { useSiteSettings } from "~/utils/site-settings";

/** A footer menu: muted links that light up on hover. */
function LinkList({ links, className }: { links: NavLink[]; className: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} className="hover:text-foreground">
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function SiteFooter() {
  const { company, footerColumns, legalMenu } = useSiteSettings();
  const { signup } = useNewsletterCopy();
  return (
    <footer className="mt-24 border-t border-border bg-card">
      <div className="container grid grid-cols-2 gap-10 py-14 md:grid-cols-[2fr_1fr_1fr_1.5fr]">
        <div className="col-span-2 max-w-sm space-y-4 md:col-span-1">
          <Logo />
          <p className="text-sm leading-relaxed text-muted-foreground">{company.description}</p>
          <h2 className="pt-2 text-sm font-semibold">{signup.title}</h2>
          <NewsletterSignup place="footer" className="mt-4" />
        </div>
        {footerColumns.map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <h2 className="text-sm font-semibold">{group.title}</h2>
            <LinkList links={group.links} className="mt-4 space-y-2.5 text-sm text-muted-foreground" />
          </nav>
        ))}
        <div className="col-span-2 md:col-span-1">
          <h2 className="text-sm font-semibold">Get in touch</h2>
          <address className="mt-4 space-y-2.5 text-sm not-italic text-muted-foreground">
            <p>
              <CompanyAddressLines />
            </p>
            <p>
              <a href={`mailto:${company.email}`} className="hover:text-foreground">
                {company.email}
              </a>
            </p>
            <p>
              <a href={phoneHref(company.phone)} className="hover:text-foreground">
                {company.phone}
              </a>
            </p>
            <p>{company.hours}</p>
          </address>
        </div>
      </div>
      <div className="border-t border-border">
        <div className="container flex flex-col gap-4 py-6 text-sm text-muted-foreground md:flex-row md:items-center md:justify-between">
          <p>
            © {new Date().getFullYear()} {company.legalName}. All rights reserved.
          </p>
          <nav aria-label="Legal">
            <LinkList links={legalMenu} className="flex flex-wrap gap-x-6 gap-y-2" />
          </nav>
        </div>
      </div>
    </footer>
  );
}
