import { Form, useLocation } from "@remix-run/react";

import { MoonIcon, SunIcon } from "./icons";
import { Theme, useTheme } from "./theme";

export const THEME_ACTION = "/action/set-theme";

/**
 * A real form, so it works without JavaScript (the action sets the cookie and
 * redirects back); with JavaScript remix-themes switches at once and saves in the background.
 */
export function ThemeToggle({ withLabel = false }: { withLabel?: boolean }) {
  const [theme, setTheme] = useTheme();
  const location = useLocation();
  const next = theme === Theme.DARK ? Theme.LIGHT : Theme.DARK;
  const label = next === Theme.DARK ? "Switch to dark theme" : "Switch to light theme";

  return (
    <Form
      method="post"
      action={THEME_ACTION}
      onSubmit={(event) => {
        event.preventDefault();
        setTheme(next);
      }}
    >
      <input type="hidden" name="theme" value={next} />
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <button
        type="submit"
        className={withLabel ? "btn-outline w-full justify-start" : "btn-ghost h-10 w-10 p-0"}
        aria-label={withLabel ? undefined : label}
        title={label}
      >
        {theme === Theme.DARK ? <SunIcon /> : <MoonIcon />}
        {withLabel ? <span>{label}</span> : null}
      </button>
    </Form>
  );
}
