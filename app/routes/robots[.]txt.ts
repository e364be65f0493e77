import type { LoaderFunctionArgs } from "@remix-run/node";

import { siteOrigin } from "~/utils/http.server";

/** Crawlers may read every public page; the back-office, sign-in and the JSON API are off limits. */
export function loader({ request }: LoaderFunctionArgs) {
  const body = [
    "User-agent: *",
    "Disallow: /admin",
    "Disallow: /dashboard",
    "Disallow: /login",
    "Disallow: /api",
    "",
    `Sitemap: ${siteOrigin(request)}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
