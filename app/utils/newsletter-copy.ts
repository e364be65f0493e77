import { useRouteLoaderData } from "@remix-run/react";

import type { NewsletterCopy } from "~/content/newsletter";

type RouteMatch = { id: string; data?: unknown };

/** The newsletter's words the root loader provides, with the version of the consent wording they show. */
export type NewsletterWords = NewsletterCopy & { consentVersion: string };

function wordsIn(rootData: unknown) {
  const words = (rootData as { newsletter?: NewsletterWords } | undefined)?.newsletter;
  if (!words) throw new Error("The root loader's newsletter words are missing");
  return words;
}

/** The newsletter's words in a meta function's `matches` (a page below the root renders once it has loaded). */
export function newsletterCopyOf(matches: RouteMatch[]): NewsletterWords {
  return wordsIn(matches.find((match) => match.id === "root")?.data);
}

/** The newsletter's words (forms, consent, the pages of its emailed links) for the page rendering. */
export function useNewsletterCopy(): NewsletterWords {
  return wordsIn(useRouteLoaderData("root"));
}
