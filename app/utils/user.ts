import { useRouteLoaderData } from "@remix-run/react";

import type { SessionUser } from "~/models/user.server";

/** The back-office layout route (app/routes/_admin.tsx): every back-office page renders inside it. */
export const BACK_OFFICE_ROUTE_ID = "routes/_admin";

/** What the back-office layout's loader answers: the signed-in user, read once for every page in it. */
export type BackOfficeData = { user: SessionUser };

/** The signed-in user inside the back-office; null elsewhere. */
function useOptionalUser() {
  return useRouteLoaderData<BackOfficeData>(BACK_OFFICE_ROUTE_ID)?.user ?? null;
}

/** The signed-in user, for components that only render inside the back-office layout. */
export function useUser() {
  const user = useOptionalUser();
  if (!user) throw new Error("useUser() is only for the back-office: no user was loaded by the routes/_admin layout.");
  return user;
}
