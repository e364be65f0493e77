import type { MetaFunction } from "@remix-run/node";

import { GeneralErrorBoundary } from "~/components/general-error";
import { NotFound } from "~/components/not-found";

export const meta: MetaFunction = () => [{ title: "Page Not Found" }, { name: "robots", content: "noindex" }];

/** Every path no other route claims: the not-found page, answered with HTTP 404. */
export function loader() {
  throw new Response("Not Found", { status: 404 });
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

export default function NotFoundRoute() {
  return <NotFound />;
}
