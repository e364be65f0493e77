/// <reference types="@remix-run/dev" />
/// <reference types="@remix-run/node" />

// remix.config.js turns single fetch on; this gives loaders' and actions' data the types it sends
// (turbo-stream keeps dates, maps and undefined, where JSON did not).
declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

// A module, so the declaration above adds to @remix-run/node's types instead of replacing them.
export {};
