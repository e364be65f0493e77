import { savePageViews } from "~/models/page-views.server";

import { env } from "./env.server";
import { isSiteHost } from "./http.server";
import { createPageViewBuffer } from "./page-view-buffer.server";

/** This worker's page views on their way to the database (server/page-views.js notes them). */
const buffer = createPageViewBuffer({ write: (views) => savePageViews(views, isSiteHost) });

/** What the HTTP server takes for counting page views (app/server-contract.ts). */
export const pageViews = {
  enabled: env.analytics.enabled,
  countryHeader: env.analytics.countryHeader,
  note: buffer.note,
  flush: buffer.flush,
};
