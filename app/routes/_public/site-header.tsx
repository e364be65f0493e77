import { Link, NavLink } from "@remix-run/react";

import { Logo } from "~/components/logo";
import { ThemeToggle } from "~/components/theme-toggle";
import { useSiteSettings } from "~/utils/site-settings";

import { MobileMenu } from "./mobile-menu";
import { SearchButton, SearchDialog } from "./search-dialog";

/** The public site's header: logo, main menu (the phone menu below 768px), search, theme switch, call to action. */
export function SiteHeader() {
  const { mainMenu } = useSiteSettings();
  return (
    <header
      // Hides while the visitor scrolls down (app/page-script/header.ts sets data-hidden); shown again
      // while anything inside it has focus or the phone menu is open. `transform: none`, not
      // translate-y-0, which would still be a transform (and a containing block for fixed children).
      data-hide-on-scroll
      className="sticky top-0 z-50 border-b border-border/70 bg-background/85 backdrop-blur transition-[transform,opacity] duration-300 data-[hidden=true]:pointer-events-none data-[hidden=true]:-translate-y-full data-[hidden=true]:opacity-0 focus-within:!pointer-events-auto focus-within:![transform:none] focus-within:!opacity-100 has-[:popover-open]:!pointer-events-auto has-[:popover-open]:![transform:none] has-[:popover-open]:!opacity-100"
    >
      <div className="container flex h-16 items-center justify-between gap-6">
        <Logo />
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {mainMenu.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  prefetch="intent"
                  className={({ isActive }) =>
                    `rounded-lg px-3 py-2 text-sm font-medium transition-colors ${
                      isActive ? "text-primary" : "text-muted-foreground hover:text-foreground"
                    }`
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <SearchButton />
          <div className="hidden md:block">
            <ThemeToggle />
          </div>
          <Link to="/appointment" className="btn-primary hidden lg:inline-flex">
            Get Started
          </Link>
          <MobileMenu />
        </div>
      </div>
      <SearchDialog />
    </header>
  );
}
