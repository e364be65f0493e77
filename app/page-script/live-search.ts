/** As long as useLiveSubmit waits on pages with React (app/utils/use-live-submit.ts). */
const DELAY_MS = 300;

let timer: ReturnType<typeof setTimeout> | undefined;
let pending: AbortController | undefined;

/** Fetches the page the form would load and puts its results (`data-live-search`, a selector) in place. */
async function refresh(form: HTMLFormElement) {
  const url = new URL(form.action);
  url.search = new URLSearchParams(new FormData(form) as unknown as Record<string, string>).toString();
  pending?.abort();
  pending = new AbortController();
  try {
    const reply = await fetch(url, { signal: pending.signal });
    const next = new DOMParser().parseFromString(await reply.text(), "text/html");
    const selector = form.dataset.liveSearch!;
    const results = next.querySelector(selector);
    if (!reply.ok || !results) throw new Error(`${reply.status}`);
    document.querySelector(selector)?.replaceWith(results);
    document.title = next.title;
    history.replaceState(null, "", url);
  } catch (error) {
    // Superseded by a newer search, or the answer is not a results page: load it as a page instead.
    if ((error as Error).name !== "AbortError") form.requestSubmit();
  }
}

/**
 * Search as you type on pages without React (the Insights search): the results change in place
 * a moment after the typing stops, the URL follows (replacing the entry, as on pages with React),
 * and the search box keeps its focus. Without script the form's button loads the page.
 */
export function startLiveSearch() {
  document.addEventListener("input", (event) => {
    const form = (event.target as Element).closest?.<HTMLFormElement>("form[data-live-search]");
    // Where React runs the page, its form submits itself (app/components/list-filters.tsx).
    if (!form || "__remixContext" in window) return;
    clearTimeout(timer);
    timer = setTimeout(() => void refresh(form), DELAY_MS);
  });
  addEventListener("popstate", () => clearTimeout(timer));
}
