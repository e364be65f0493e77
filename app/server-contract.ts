// What the HTTP server (server/, plain JS checked by tsc) takes from the app besides Remix's own
// entry exports. app/entry.server.tsx exports it as `serverContract`; server/ types the build it
// loads as AppServerBuild, so a change on either side fails `tsc` where the two meet.
import type { ServerBuild } from "@remix-run/node";
import type { AsyncLocalStorage } from "node:async_hooks";

import type * as entry from "./entry.server";
import type { PageViewFacts } from "./lib/page-view";
import type { WriteLimitAnswer } from "./utils/rate-limit.server";
import type { RequestContext } from "./utils/request-context.server";

export interface ServerContract {
  /** The page cache (server/page-cache.js): the content version a kept page must still match. */
  currentPageVersion(): Promise<number>;
  /** The page cache: the cookies a shared page may differ by (the theme). */
  pageVariantCookies: string[];
  /** A signed-in member's cookies (the session, the devices they signed in on): a page whose render did not read them is the same with them. */
  pageSessionCookies: string[];
  /** The write limits (server/write-limits.js): counts a write from `client`; the refusal's words, or null to let it in. */
  admitWrite(client: string, method: string, pathname: string): Promise<WriteLimitAnswer | null>;
  /** Whether a Host header names this site: the others are refused (server/guards.js). */
  isSiteHost(host: string | undefined): boolean;
  /** SITE_URL: the origin of the URL the server gives each request, never the Host header's. */
  siteOrigin: string;
  /** Each request runs inside it, with the record the access log reads (server/request-id.js). */
  requestContext: AsyncLocalStorage<RequestContext>;
  /** The database's start-up work (migrate, seed), begun before the server listens (app/start-up.server.ts). */
  startSiteDatabase(): Promise<void>;
  /** Reminders and the outbox's sender, started once the server listens, stopped at shutdown (server/index.js). */
  startBackgroundWork(): { stop(): Promise<void> };
  /** Page views (server/page-views.js): the buffer each answered GET is noted in, written every few seconds and at shutdown. */
  pageViews: {
    /** ANALYTICS is not "off". */
    enabled: boolean;
    /** The (lower-case) request header a proxy names the visitor's country in. */
    countryHeader: string;
    note(facts: PageViewFacts): void;
    flush(): Promise<void>;
  };
  /** Whether a request renders its visit's source into a form (app/utils/visit-source.server.ts): never from the page cache. */
  keepsVisitSource(url: string, referrer: string | undefined): boolean;
  /** Closes the database last at shutdown (SQLite folds its write-ahead log into the file). */
  closeDatabase(): Promise<void>;
}

/** The build `remix build` writes (build/index.js): its entry module is app/entry.server.tsx. */
export type AppServerBuild = ServerBuild & { entry: { module: typeof entry } };
