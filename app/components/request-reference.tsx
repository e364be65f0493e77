import { createContext, useContext } from "react";

/**
 * The id of the request an error page answers (the X-Request-Id of the server's log line), so a
 * visitor's report can be found in the log. The server provides it for the error documents it
 * renders (entry.server.tsx); in the browser, entry.client.tsx provides the document's own, then
 * that of the last data request the server refused or failed.
 */
export const RequestIdContext = createContext<() => string | null>(() => null);

/** "Reference: …" under an error page's message, when the request has an id. */
export function RequestReference() {
  const requestId = useContext(RequestIdContext)();
  if (!requestId) return null;
  return (
    <p className="mx-auto mt-4 max-w-md text-sm text-muted-foreground">
      If you contact us about this, quote the reference{" "}
      <code data-request-id="" className="whitespace-nowrap rounded bg-muted px-1.5 py-0.5 font-mono text-foreground">
        {requestId}
      </code>
      .
    </p>
  );
}
