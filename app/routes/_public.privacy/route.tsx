import { json, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { DocumentHtml, LegalPage } from "~/components/marketing/legal-page";
import { pageContent } from "~/models/page-content.server";
import { seoMeta } from "~/utils/seo";

export async function loader() {
  return json({ content: await pageContent("privacy") });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data ? seoMeta({ matches, ...data.content.seo, path: "/privacy" }) : [];

export default function PrivacyRoute() {
  const { title, updated, body } = useLoaderData<typeof loader>().content;
  return (
    <LegalPage title={title} updated={updated}>
      <DocumentHtml html={body} />
    </LegalPage>
  );
}
