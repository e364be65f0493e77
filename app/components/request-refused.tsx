import { isRouteErrorResponse } from "@remix-run/react";

import { useArrivalFocus } from "~/utils/use-arrival-focus";

import { RequestReference } from "./request-reference";

/** Titles for what a client sent that we refused (the response's message says what to change). */
const REFUSAL_TITLES: Record<number, string> = {
  400: "We couldn't read what was sent",
  403: "You don't have access to this page",
  413: "What was sent is too large",
  415: "We couldn't read that form",
  429: "Too many requests",
};

export type Refusal = { status: number; title: string; message: string };

/** A 4xx other than 404 thrown as a response: the client's request, not our bug (nothing to log). */
export function refusalOf(error: unknown): Refusal | null {
  if (!isRouteErrorResponse(error) || error.status < 400 || error.status >= 500 || error.status === 404) return null;
  const data: unknown = error.data;
  const message =
    data && typeof data === "object" && typeof (data as { message?: unknown }).message === "string"
      ? (data as { message: string }).message
      : "The request could not be accepted. Please go back, reload the page and try again.";
  return { status: error.status, title: REFUSAL_TITLES[error.status] ?? "This request was refused", message };
}

export function RequestRefused({ refusal }: { refusal: Refusal }) {
  const heading = useArrivalFocus<HTMLHeadingElement>();
  return (
    <section className="container flex flex-col items-center py-32 text-center">
      <p className="text-sm font-semibold uppercase tracking-widest text-primary">{`Error ${refusal.status}`}</p>
      <h1 ref={heading} tabIndex={-1} className="mt-3 text-4xl font-bold tracking-tight focus:outline-none">
        {refusal.title}
      </h1>
      <p className="mt-4 max-w-md text-muted-foreground">{refusal.message}</p>
      <RequestReference />
      <a href="/" className="btn-primary mt-8">
        Return Home
      </a>
    </section>
  );
}
