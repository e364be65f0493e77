import { siteOrigin } from "~/utils/http.server";
import { sitemapXml } from "~/utils/sitemap.server";

export async function loader() {
  return new Response(await sitemapXml(siteOrigin), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=0, must-revalidate",
    },
  });
}
