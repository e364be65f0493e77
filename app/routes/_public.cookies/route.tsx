import { type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { LegalPage } from "~/components/marketing/legal-page";
import { ProseHtml } from "~/components/prose-html";
import { pageContentFor } from "~/utils/page-preview.server";
import { documentPageMeta } from "~/utils/seo";

export async function loader({ request }: LoaderFunctionArgs) {
  return { content: await pageContentFor(request, "cookies") };
}

export const meta = documentPageMeta("/cookies");

export default function CookiesRoute() {
  const { title, updated, body, cookies, afterTable } = useLoaderData<typeof loader>().content;
  return (
    <LegalPage title={title} updated={updated}>
      <ProseHtml html={body} />
      <table>
        <thead>
          <tr>
            <th scope="col">Cookie</th>
            <th scope="col">Purpose</th>
            <th scope="col">Lifetime</th>
          </tr>
        </thead>
        <tbody>
          {cookies.map((cookie, index) => (
            <tr key={index}>
              <td>
                <code>{cookie.name}</code>
              </td>
              <td>{cookie.purpose}</td>
              <td>{cookie.lifetime}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ProseHtml html={afterTable} />
    </LegalPage>
  );
}
