// Paths under /dashboard that no page claims: the same not-found page (HTTP 404), in the back-office frame.
export { default, ErrorBoundary, loader, meta } from "./_public.$";
