import { Link } from "@remix-run/react";

import { company } from "~/content/site";

export function LogoMark({ className = "h-8 w-8" }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="logo-gradient" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#6366f1" />
          <stop offset="1" stopColor="#0d9488" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="9" fill="url(#logo-gradient)" />
      <path d="M10 8v16h12" fill="none" stroke="#fff" strokeWidth="3.2" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="21" cy="11" r="3" fill="#fff" />
    </svg>
  );
}

export function Logo() {
  return (
    <Link to="/" className="flex items-center gap-2.5 rounded-lg font-bold tracking-tight" aria-label={`${company.name} home`}>
      <LogoMark />
      <span className="text-lg">
        {company.shortName}
        <span className="font-medium text-muted-foreground">{company.name.slice(company.shortName.length)}</span>
      </span>
    </Link>
  );
}
