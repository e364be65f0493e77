import { NavLink } from "@remix-run/react";

import { ArrowRightIcon, CloseIcon, MenuIcon } from "~/components/icons";
import { ThemeToggle } from "~/components/theme-toggle";
import { useSiteSettings } from "~/utils/site-settings";

const MENU_ID = "mobile-menu";

/**
 * The menu below 768px, a popover: the browser opens it from the toggle with or without script,
 * closes it on Escape or a tap outside, and shows it in the top layer, where no filter or
 * transform on the header can clip or move it. The page lock and the icon swap are CSS
 * (app/tailwind.css, `group-has-*`). The page script (app/page-script/mobile-menu.ts) adds:
 * closing when a link is chosen, Tab kept inside, and the toggle's name.
 */
export function MobileMenu() {
  const { mainMenu } = useSiteSettings();
  return (
    <div className="group md:hidden">
      <button
        type="button"
        popovertarget={MENU_ID}
        aria-controls={MENU_ID}
        aria-label="Open menu"
        className="btn-ghost h-10 w-10 p-0"
      >
        <MenuIcon className="group-has-[:popover-open]:hidden" />
        <CloseIcon className="hidden group-has-[:popover-open]:block" />
      </button>
      <div
        id={MENU_ID}
        popover="auto"
        // Overrides the browser's popover box (centred, fit-content, bordered) with a panel below the 4rem header.
        className="fixed inset-x-0 bottom-0 top-16 m-0 h-auto max-h-none w-auto max-w-none animate-slide-in-right overflow-y-auto overscroll-contain border-0 border-t border-border bg-background px-5 pb-10 pt-6 text-foreground md:hidden"
      >
        <nav aria-label="Mobile">
          <ul className="space-y-1">
            {mainMenu.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  className={({ isActive }) =>
                    `group/link flex items-center justify-between rounded-lg px-3 py-3 text-xl font-semibold tracking-tight ${
                      isActive ? "bg-muted text-primary" : "hover:bg-muted"
                    }`
                  }
                >
                  {link.label}
                  <ArrowRightIcon className="text-muted-foreground transition-transform group-hover/link:translate-x-0.5" />
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-6 border-t border-border pt-6">
          <ThemeToggle withLabel />
        </div>
      </div>
    </div>
  );
}
