import { useLocation, useMatches } from "@remix-run/react";
import { useEffect, useLayoutEffect, useRef } from "react";

/**
 * What a route says in its `handle` about the client runtime: pages that only show what the
 * server rendered need none (their few behaviours come from app/page-script); a page that
 * interacts (live filters, upload progress, the back-office) asks for it, always or depending
 * on its loader data.
 */
export type HydrationHandle = { hydrate?: boolean | ((data: unknown) => boolean) };

/** `export const handle = HYDRATE` in a route that needs React in the browser. */
export const HYDRATE: HydrationHandle = { hydrate: true };

type Match = { handle?: unknown; data?: unknown };

/**
 * Whether a page loads the client runtime: when a matched route asks for it. A route's own
 * answer counts only when its loader data is there, so an error page in its place (a job that
 * does not exist, a failed loader) stays a page without scripts.
 */
export function shouldHydrate(matches: readonly Match[]) {
  return matches.some(({ handle, data }) => {
    const hydrate = (handle as HydrationHandle | undefined)?.hydrate;
    if (data === undefined || !hydrate) return false;
    return typeof hydrate === "function" ? hydrate(data) : hydrate;
  });
}

/**
 * On the server, the matched routes decide. In the browser React runs only where the page was
 * sent hydrating, and then it keeps its scripts through client-side navigations to any page.
 */
export function useShouldHydrate() {
  const matches = useMatches();
  return typeof document !== "undefined" || shouldHydrate(matches);
}

/** The address the server rendered this document for: its navigation's, which history entries added in it do not change. */
function renderedAddress() {
  const [navigation] = performance.getEntriesByType("navigation");
  if (!navigation) return null;
  const url = new URL(navigation.name);
  return url.pathname + url.search;
}

// Layout effects run before any other effect; the server runs neither (and warns of this one).
const useEarliestEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

/**
 * Back or Forward to another entry of this document before Remix listened (while the page's scripts
 * loaded) moves the address while the page shows what the server rendered for the old one, and
 * Remix starts with that data under the new address: a filter form would even take the old
 * filters for the visitor's and send them (app/utils/use-live-submit.ts), undoing Back. So, as the
 * page hydrates and before any other effect, a page at another address than it was rendered for
 * loads that address.
 */
export function useAddressRenderedOnHydration() {
  const location = useLocation();
  const atHydration = useRef(location);
  useEarliestEffect(() => {
    if (!renderedFor(atHydration.current)) window.location.reload();
  }, []);
}

/**
 * Whether the server rendered this document for `location` (true where the browser cannot say). A page that
 * hydrates at another address reloads (useAddressRenderedOnHydration): nothing else should act on it meanwhile.
 */
export function renderedFor({ pathname, search }: { pathname: string; search: string }) {
  const rendered = renderedAddress();
  return rendered === null || rendered === pathname + search;
}
