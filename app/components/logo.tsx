import { Link } from "@remix-run/react";

import { useSiteSettings } from "~/utils/site-settings";

/**
 * The mark is the favicon file itself: one drawing, cached once, and no inline SVG ids that
 * would repeat when the logo appears more than once on a page.
 */
export function LogoMark({ className = "h-8 w-8" }: { className?: string }) {
  return <img src="/favicon.svg" alt="" width={32} height={32} className={className} />;
}

export function Logo() {
  const { company } = useSiteSettings();
  return (
    <Link
      to="/"
      className="flex items-center gap-2.5 rounded-lg font-bold tracking-tight"
      aria-label={`${company.name} home`}
    >
      <LogoMark />
      <span className="text-lg">
        {company.shortName}
        <span className="font-medium text-muted-foreground">{company.name.slice(company.shortName.length)}</span>
      </span>
    </Link>
  );
}
