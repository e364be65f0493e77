import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import {
  Links,
  LiveReload,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useRouteLoaderData,
} from "@remix-run/react";
import type { ReactNode } from "react";

import { FlashMessage } from "./components/flash-message";
import { GeneralErrorBoundary } from "./components/general-error";
import { MainContent } from "./components/main-content";
import { PreventFlashOnWrongTheme, Theme, ThemeProvider, useTheme } from "./components/theme";
import { THEME_ACTION } from "./components/theme-toggle";
import { revalidateForFlashToast, Toaster, useFlashToast } from "./components/toaster";
import { PAGE_SCRIPT_SRC } from "./page-script/built-file";
import stylesheet from "./tailwind.css?url";
import { combineHeaders, siteOrigin } from "./utils/http.server";
import { useAddressRenderedOnHydration, useShouldHydrate } from "./utils/hydration";
import { newsletterCopyFor, siteSettingsFor } from "./utils/page-preview.server";
import { optionalSiteSettingsOf } from "./utils/site-settings";
import { themeSessionResolver } from "./utils/theme.server";
import { getToast, type Toast } from "./utils/toast.server";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

// The site's defaults, for a page that names none (the root's own error page has no settings).
export const meta: MetaFunction = ({ matches }) => {
  const settings = optionalSiteSettingsOf(matches);
  if (!settings) return [];
  return [{ title: settings.company.name }, { name: "description", content: settings.seo.defaultDescription }];
};

export async function loader({ request }: LoaderFunctionArgs) {
  const [themeSession, { toast, headers: toastHeaders }, settings, newsletter] = await Promise.all([
    themeSessionResolver(request),
    getToast(request),
    siteSettingsFor(request),
    newsletterCopyFor(request),
  ]);
  return data(
    { theme: themeSession.getTheme() ?? Theme.LIGHT, toast, origin: siteOrigin, settings, newsletter },
    { headers: combineHeaders(toastHeaders) },
  );
}

export const shouldRevalidate = revalidateForFlashToast;

/**
 * The document around every page. The frame is the layouts': routes/_public (header, main,
 * footer) and routes/_admin (the back-office shell in main). Every page loads the page script
 * (app/page-script: theme switch, header, phone menu, rotating words, carousel, flash message);
 * only pages whose routes ask for it (`handle.hydrate`, app/utils/hydration.ts) load React.
 */
function Document({ children, toast }: { children: ReactNode; toast?: Toast | null }) {
  const [theme] = useTheme();
  const hydrate = useShouldHydrate();
  return (
    <html lang="en" className={theme ?? Theme.LIGHT}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <PreventFlashOnWrongTheme ssrTheme />
        <Links />
        {/* One small file, cached for good, run once the page is parsed: never in the way of its first paint. */}
        <script src={PAGE_SCRIPT_SRC} defer />
      </head>
      <body className="flex min-h-screen flex-col">
        <a href="#main" className="skip-link">
          Skip to content
        </a>
        {children}
        {hydrate ? <Toaster /> : null}
        {/* A page that hydrates shows it with sonner; without JavaScript, the server's message. */}
        {toast ? (
          hydrate ? (
            <noscript>
              <FlashMessage toast={toast} />
            </noscript>
          ) : (
            <FlashMessage toast={toast} />
          )
        ) : null}
        {hydrate ? (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        ) : null}
        {/* Renders only under `npm run dev`: reloads the page when a rebuild is ready. */}
        <LiveReload />
      </body>
    </html>
  );
}

export default function App() {
  const { theme, toast } = useLoaderData<typeof loader>();
  useAddressRenderedOnHydration();
  useFlashToast(toast);
  return (
    <ThemeProvider specifiedTheme={theme} themeAction={THEME_ACTION}>
      <Document toast={toast}>
        <Outlet />
      </Document>
    </ThemeProvider>
  );
}

/** Errors the layouts do not catch (the back-office's, or the root loader's): no frame around them. */
export function ErrorBoundary() {
  const data = useRouteLoaderData<typeof loader>("root");
  return (
    <ThemeProvider specifiedTheme={data?.theme ?? Theme.LIGHT} themeAction={THEME_ACTION}>
      <Document>
        <MainContent>
          <GeneralErrorBoundary />
        </MainContent>
      </Document>
    </ThemeProvider>
  );
}
