import type { LoaderFunctionArgs } from "@remix-run/node";

import { siteOrigin } from "~/utils/http.server";
import { sitemapXml } from "~/utils/sitemap.server";

export async function loader({ request }: LoaderFunctionArgs) {
  return new Response(await sitemapXml(siteOrigin(request)), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=0, must-revalidate",
    },
  });
}
