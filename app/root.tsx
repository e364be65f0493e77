import {
  json,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import {
  isRouteErrorResponse,
  Links,
  LiveReload,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import { useEffect, type ReactNode } from "react";
import { PreventFlashOnWrongTheme, Theme, ThemeProvider, useTheme } from "remix-themes";

import { NotFound } from "./components/not-found";
import { usePendingPage } from "./components/pending-page";
import { refusalOf, RequestRefused } from "./components/request-refused";
import { SiteFooter } from "./components/site-footer";
import { SiteHeader } from "./components/site-header";
import { THEME_ACTION } from "./components/theme-toggle";
import { Toaster, useFlashToast } from "./components/toaster";
import { company } from "./content/site";
import stylesheet from "./tailwind.css?url";
import { combineHeaders, siteOrigin } from "./utils/http.server";
import { useNonce } from "./utils/nonce";
import { themeSessionResolver } from "./utils/theme.server";
import { getToast } from "./utils/toast.server";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export const meta: MetaFunction = () => [
  { title: company.name },
  { name: "description", content: company.headline },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const [themeSession, { toast, headers: toastHeaders }] = await Promise.all([
    themeSessionResolver(request),
    getToast(request),
  ]);
  return json(
    { theme: themeSession.getTheme() ?? Theme.LIGHT, toast, origin: siteOrigin(request) },
    { headers: combineHeaders(toastHeaders) },
  );
}

const BACK_OFFICE_PATH = /^\/(dashboard|admin)(\/|$)/;

function Document({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const [theme] = useTheme();
  const { pathname } = useLocation();
  const isBackOffice = BACK_OFFICE_PATH.test(pathname);
  const pendingPage = usePendingPage();
  const currentTheme = theme ?? Theme.LIGHT;

  // The spec keeps the choice in local storage too; the cookie is what the server reads.
  useEffect(() => {
    try {
      window.localStorage.setItem("theme", currentTheme);
    } catch {
      // Storage can be unavailable (private mode, disabled): the cookie still works.
    }
  }, [currentTheme]);

  return (
    <html lang="en" className={currentTheme}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <PreventFlashOnWrongTheme ssrTheme nonce={nonce} />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        <a href="#main" className="skip-link">
          Skip to content
        </a>
        {isBackOffice ? null : <SiteHeader />}
        <main id="main" className="flex-1">
          {pendingPage ?? children}
        </main>
        {isBackOffice ? null : <SiteFooter />}
        <Toaster theme={currentTheme} />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
        {/* Renders only under `npm run dev`: reloads the page when a rebuild is ready. */}
        <LiveReload nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const { theme, toast } = useLoaderData<typeof loader>();
  useFlashToast(toast);
  return (
    <ThemeProvider specifiedTheme={theme} themeAction={THEME_ACTION}>
      <Document>
        <Outlet />
      </Document>
    </ThemeProvider>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRouteLoaderData<typeof loader>("root");
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const refusal = refusalOf(error);
  if (!notFound && !refusal) console.error(error);

  return (
    <ThemeProvider specifiedTheme={data?.theme ?? Theme.LIGHT} themeAction={THEME_ACTION}>
      <Document>
        {notFound ? (
          <NotFound />
        ) : refusal ? (
          <RequestRefused refusal={refusal} />
        ) : (
          <section className="container flex flex-col items-center py-32 text-center">
            <p className="text-sm font-semibold uppercase tracking-widest text-primary">Something went wrong</p>
            <h1 className="mt-3 text-4xl font-bold tracking-tight">We couldn't load this page</h1>
            <p className="mt-4 max-w-md text-muted-foreground">
              An unexpected error occurred on our side. Please try again in a moment.
            </p>
            <a href="/" className="btn-primary mt-8">
              Return Home
            </a>
          </section>
        )}
      </Document>
    </ThemeProvider>
  );
}
