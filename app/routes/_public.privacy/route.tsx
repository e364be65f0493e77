import { type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { LegalPage } from "~/components/marketing/legal-page";
import { ProseHtml } from "~/components/prose-html";
import { pageContentFor } from "~/utils/page-preview.server";
import { documentPageMeta } from "~/utils/seo";

export async function loader({ request }: LoaderFunctionArgs) {
  return { content: await pageContentFor(request, "privacy") };
}

export const meta = documentPageMeta("/privacy");

export default function PrivacyRoute() {
  const { title, updated, body } = useLoaderData<typeof loader>().content;
  return (
    <LegalPage title={title} updated={updated}>
      <ProseHtml html={body} />
    </LegalPage>
  );
}
