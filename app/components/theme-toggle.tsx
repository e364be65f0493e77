import { useLocation } from "@remix-run/react";

import { MoonIcon, SunIcon } from "./icons";
import { Theme, useTheme } from "./theme";

export const THEME_ACTION = "/action/set-theme";

/**
 * A real form, so it works without script (the action sets the cookie and redirects back). The
 * page script (app/page-script/theme-switch.ts) switches at once instead and saves in the
 * background; the icon and the name follow the page's theme class in CSS, so nothing re-renders.
 */
export function ThemeToggle({ withLabel = false }: { withLabel?: boolean }) {
  const [theme] = useTheme();
  const location = useLocation();
  const next = theme === Theme.DARK ? Theme.LIGHT : Theme.DARK;
  const label = withLabel ? "" : "sr-only ";

  return (
    <form method="post" action={THEME_ACTION} data-theme-switch>
      <input type="hidden" name="theme" value={next} />
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <button type="submit" className={withLabel ? "btn-outline w-full justify-start" : "btn-ghost h-10 w-10 p-0"}>
        <MoonIcon className="dark:hidden" />
        <SunIcon className="hidden dark:block" />
        <span className={`${label}dark:hidden`}>Switch to dark theme</span>
        <span className={`${label}hidden dark:inline`}>Switch to light theme</span>
      </button>
    </form>
  );
}
