// What `npm run bench` measures, in order: each target names its page, how a browser asks for it
// and whether it is signed in. `path()` gives the path of the next request: the same one each
// time, except for the search, which differs on every request so that no cache can answer it.
import { SEARCH_VARIANTS, searchFindingJob } from "./content.mjs";

const BROWSER = {
  "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36",
  "Accept-Language": "en",
  // As every browser asks: the site answers compressed, and the bare server sends a body as large
  // as the compressed page.
  "Accept-Encoding": "gzip, deflate, br",
};
export const PAGE_HEADERS = { ...BROWSER, Accept: "text/html,application/xhtml+xml,*/*;q=0.8" };
export const JSON_HEADERS = { ...BROWSER, Accept: "application/json" };

/** A path for each call: job n's searches in turn, every (job, variant) once before any repeats. */
export function distinctSearches(jobCount) {
  let count = 0;
  return () => {
    const n = count % jobCount;
    const { q, type } = searchFindingJob(n, Math.floor(count / jobCount) % SEARCH_VARIANTS);
    count += 1;
    const params = new URLSearchParams({ q });
    if (type) params.set("type", type);
    return `/careers?${params}`;
  };
}

/**
 * The site's targets: `postPath` is the post to read (/blog/{slug}), `jobCount` how many jobs were generated (the
 * searches find them), `cookie` the signed-in admin's session.
 */
export function siteTargets({ postPath, jobCount, cookie }) {
  const signedIn = { ...PAGE_HEADERS, Cookie: cookie };
  const fixed = (path) => () => path;
  return [
    { name: "home", label: "/", path: fixed("/"), headers: PAGE_HEADERS },
    { name: "about", label: "/about", path: fixed("/about"), headers: PAGE_HEADERS },
    { name: "insights", label: "/insights", path: fixed("/insights"), headers: PAGE_HEADERS },
    { name: "post", label: postPath, path: fixed(postPath), headers: PAGE_HEADERS },
    { name: "careers", label: "/careers", path: fixed("/careers"), headers: PAGE_HEADERS },
    // Signed in, pages are never cached: these rows are their rendering's own cost.
    { name: "home-signed-in", label: "/ (admin)", path: fixed("/"), headers: signedIn },
    { name: "about-signed-in", label: "/about (admin)", path: fixed("/about"), headers: signedIn },
    { name: "insights-signed-in", label: "/insights (admin)", path: fixed("/insights"), headers: signedIn },
    { name: "post-signed-in", label: `${postPath} (admin)`, path: fixed(postPath), headers: signedIn },
    {
      name: "careers-search",
      label: "/careers?q=…&type=… (each different)",
      path: distinctSearches(jobCount),
      headers: PAGE_HEADERS,
      distinct: true,
    },
    { name: "api-jobs", label: "/api/jobs", path: fixed("/api/jobs"), headers: JSON_HEADERS },
    { name: "admin-jobs", label: "/admin/jobs (admin)", path: fixed("/admin/jobs"), headers: signedIn },
  ];
}

/** The target names `--only` accepts. */
export const TARGET_NAMES = siteTargets({ postPath: "/blog/post", jobCount: 1, cookie: "" }).map(
  (target) => target.name,
);

/** The yardstick: the bare server's one answer. */
export function bareTarget(bytes) {
  return {
    name: "bare",
    label: `bare node:http, ${(bytes / 1024).toFixed(1)} KB, same headers`,
    path: () => "/",
    headers: PAGE_HEADERS,
  };
}
