import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";

import { ListHeader } from "~/components/admin/list-page";
import { DocumentStateLine } from "~/components/content-form/document-state";
import { loadDocumentList } from "~/utils/page-documents.server";
import { pageTitle } from "~/utils/site-settings";

// Every content document staff may edit (the settings for Admins only), with its state and last
// change; the pages staff made can also be deleted, and "New page" makes one.

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "Pages") }];

export const loader = (args: LoaderFunctionArgs) => loadDocumentList(args);

export default function PagesRoute() {
  const { documents } = useLoaderData<typeof loader>();
  return (
    <>
      <ListHeader
        title="Pages"
        summary="The words, lists and pictures of the site's pages"
        newLink={{ to: "/admin/pages/new", label: "New page" }}
      />
      <ul aria-label="Pages" className="mt-8 divide-y divide-border rounded-2xl border border-border bg-background">
        {documents.map((document) => (
          <li key={document.key} className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2 px-5 py-4">
            <div className="min-w-0">
              <h2 className="font-semibold">
                <Link to={`/admin/pages/${document.key}`} className="hover:text-primary hover:underline">
                  {document.title}
                </Link>
              </h2>
              <DocumentStateLine document={document} />
            </div>
            <div className="flex shrink-0 gap-3">
              <Link to={`/admin/pages/${document.key}`} className="btn-outline">
                Edit<span className="sr-only"> {document.title}</span>
              </Link>
              {document.madeByStaff ? (
                <Link to={`/admin/pages/${document.key}/delete`} className="btn-outline">
                  Delete<span className="sr-only"> {document.title}</span>
                </Link>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
