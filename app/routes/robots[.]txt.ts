import { BACK_OFFICE_PATHS } from "~/content/site";
import { siteOrigin } from "~/utils/http.server";

/** Crawlers may read every public page; the back-office, sign-in and the JSON API are off limits. */
export function loader() {
  const body = [
    "User-agent: *",
    ...[...BACK_OFFICE_PATHS, "/login", "/api"].map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${siteOrigin}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
