import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";

import { RequestIdContext } from "./components/request-reference";

/**
 * The reference an error page shows (components/request-reference.tsx): the one the server put in
 * this document, then the X-Request-Id of each data request the server refused or failed (Remix
 * fetches a page's data and sends its forms through `fetch`, to `/path.data`).
 */
let requestId = document.querySelector("[data-request-id]")?.textContent ?? null;
const pageFetch = window.fetch;
window.fetch = async (...args) => {
  const response = await pageFetch(...args);
  if (response.status >= 400 && /^[^?#]*\.data(?:[?#]|$)/.test(response.url)) {
    requestId = response.headers.get("X-Request-Id") ?? requestId;
  }
  return response;
};

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RequestIdContext.Provider value={() => requestId}>
        <RemixBrowser />
      </RequestIdContext.Provider>
    </StrictMode>,
  );
});
