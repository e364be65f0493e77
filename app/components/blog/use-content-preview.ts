import { useCallback, useEffect, useRef, useState } from "react";

const PREVIEW_PATH = "/admin/blogs/preview";
const PREVIEW_DELAY_MS = 300;

/** The content as the preview route cleans it, or null when it did not answer. */
async function sanitizedOnServer(content: string, signal: AbortSignal) {
  const response = await fetch(PREVIEW_PATH, {
    method: "POST",
    body: new URLSearchParams({ content }),
    headers: { Accept: "application/json" },
    signal,
  });
  return response.ok ? ((await response.json()) as { html: string }).html : null;
}

/**
 * The post form's content preview: the content as it will be stored (sanitized by the server),
 * asked for a moment after the typing stops. A plain fetch, not a fetcher: a fetcher's submission
 * makes Remix run the page's loaders again, and that run, racing a Publish, took the toast the
 * next page was to show (issue 35).
 */
export function useContentPreview() {
  const [html, setHtml] = useState<string>();
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const inFlight = useRef<AbortController>();
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      inFlight.current?.abort();
    },
    [],
  );

  const update = useCallback((content: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      // Only the latest content's answer counts.
      inFlight.current?.abort();
      const controller = (inFlight.current = new AbortController());
      sanitizedOnServer(content, controller.signal).then(
        (sanitized) => sanitized !== null && setHtml(sanitized),
        () => {}, // replaced by newer typing, or the page left: the last preview stays
      );
    }, PREVIEW_DELAY_MS);
  }, []);

  return { html, update };
}
