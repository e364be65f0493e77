import type { ReactNode } from "react";

import { usePendingPage } from "./pending-page";

/**
 * The page's one `main` landmark, target of the skip link in root.tsx. The layouts put it
 * between their header and footer; a pending page's loading state stands in for its content.
 */
export function MainContent({ children }: { children: ReactNode }) {
  const pendingPage = usePendingPage();
  return (
    <main id="main" className="flex-1">
      {pendingPage ?? children}
    </main>
  );
}
