type Theme = "light" | "dark";

/** The theme forms (app/components/theme-toggle.tsx) post here; without script the action redirects back. */
const SWITCH = "form[data-theme-switch]";

function apply(theme: Theme) {
  const root = document.documentElement;
  root.classList.remove("light", "dark");
  root.classList.add(theme);
  document
    .querySelector('meta[name="color-scheme"]')
    ?.setAttribute("content", theme === "light" ? "light dark" : "dark light");
  try {
    // The spec keeps the choice in local storage too; the cookie is what the server reads.
    localStorage.setItem("theme", theme);
  } catch {
    // Storage can be unavailable (private mode, disabled): the cookie still works.
  }
}

/**
 * Switches the theme at once, without reloading: the page's class changes (the toggles' icons and
 * names follow in CSS), the cookie is saved in the background, and other open tabs follow.
 */
export function startThemeSwitch() {
  const tabs = "BroadcastChannel" in window ? new BroadcastChannel("theme") : null;
  if (tabs) tabs.onmessage = (event: MessageEvent<Theme>) => apply(event.data);
  apply(document.documentElement.classList.contains("dark") ? "dark" : "light");

  // On its way down, before React (on pages that hydrate) or the browser sees the submission.
  document.addEventListener(
    "submit",
    (event) => {
      const form = event.target as HTMLFormElement;
      if (!form.matches?.(SWITCH)) return;
      event.preventDefault();
      const next: Theme = document.documentElement.classList.contains("dark") ? "light" : "dark";
      apply(next);
      tabs?.postMessage(next);
      // keepalive: the choice reaches the server even when the visitor leaves the page at once.
      void fetch(form.action, { method: "POST", body: JSON.stringify({ theme: next }), keepalive: true });
    },
    true,
  );
}
