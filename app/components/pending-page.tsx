import { useLocation, useNavigation } from "@remix-run/react";

import { InsightsSkeleton } from "./blog/insights-header";

/**
 * What to show while a client-side navigation waits for its page's data, for pages that have a
 * loading state of their own (the spec's skeleton cards and 'Loading blog...'); null otherwise.
 */
export function usePendingPage() {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const target = navigation.state === "loading" ? navigation.location.pathname : null;
  if (!target || target === pathname || navigation.formMethod) return null;
  if (target === "/insights") return <InsightsSkeleton />;
  if (/^\/blog\/[^/]+$/.test(target)) {
    return (
      <p className="container py-32 text-center text-lg text-muted-foreground" role="status">
        Loading blog...
      </p>
    );
  }
  return null;
}
