import { Outlet } from "@remix-run/react";
import type { ReactNode } from "react";

import { GeneralErrorBoundary } from "~/components/general-error";
import { MainContent } from "~/components/main-content";

import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/** The public site's frame: header and footer around the page, also when the page fails. */
function PublicFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <SiteHeader />
      <MainContent>{children}</MainContent>
      <SiteFooter />
    </>
  );
}

export default function PublicLayout() {
  return (
    <PublicFrame>
      <Outlet />
    </PublicFrame>
  );
}

export function ErrorBoundary() {
  return (
    <PublicFrame>
      <GeneralErrorBoundary />
    </PublicFrame>
  );
}
