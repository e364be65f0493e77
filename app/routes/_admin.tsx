import { type LoaderFunctionArgs } from "@remix-run/node";
import { Outlet } from "@remix-run/react";

import { AdminShell } from "~/components/admin-shell";
import { MainContent } from "~/components/main-content";
import { requirePermission } from "~/utils/auth.server";
import { HYDRATE } from "~/utils/hydration";
import type { BackOfficeData } from "~/utils/user";

/** The back-office runs in the browser: editors, dialogs, autosave, toasts. */
export const handle = HYDRATE;

/**
 * The back-office frame. Its loader reads the signed-in user once for the shell and useUser();
 * it runs beside the pages' loaders, not before them, so each page still checks its permission.
 * Errors here and below it that no page catches get the root's frameless error page.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  // Every page checks the two-factor policy itself; the frame must also render the set-up page.
  const user = await requirePermission(request, "dashboard:view", { duringTwoFactorSetUp: true });
  return { user } satisfies BackOfficeData;
}

export default function BackOfficeLayout() {
  return (
    <MainContent>
      <AdminShell>
        <Outlet />
      </AdminShell>
    </MainContent>
  );
}
