// What `npm run lighthouse` holds each page to (issue 38's targets, in this one table) and the pure
// functions that judge its measurements: scripts/lighthouse.mjs measures, this decides.
import zlib from "node:zlib";

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
export const CATEGORY_NAMES = {
  performance: "Performance",
  accessibility: "Accessibility",
  "best-practices": "Best Practices",
  seo: "SEO",
};

/** Stands for the first post /insights links to, which is known only once the site runs. */
export const A_POST = "a post";

const ALL_100 = { performance: 100, accessibility: 100, "best-practices": 100, seo: 100 };

/** Reading pages: no framework at all, a few hundred bytes of standalone script, a fast LCP. */
const READING = {
  scores: ALL_100,
  moduleScripts: 0,
  standaloneScriptBytes: 3 * 1024,
  simulatedLcpMs: 1200,
};

/** Pages that hydrate. */
const INTERACTIVE = { scores: { ...ALL_100, performance: 98 } };

/** The pages measured, in order, and the lowest result each accepts in every run. */
export const TARGETS = {
  "/": READING,
  "/about": READING,
  "/insights": READING,
  [A_POST]: READING,
  "/careers": INTERACTIVE,
  "/contact": INTERACTIVE,
  "/appointment": INTERACTIVE,
};

/** Largest CLS accepted on every page: no layout shift, allowing rounding noise. */
export const MAX_CLS = 0.01;

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

/** The audits that cost a category points, worst first: what to fix. */
export function lostPoints(lhr, category) {
  return lhr.categories[category].auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit.score !== null && audit.score < 1)
    .sort((a, b) => a.score - b.score)
    .map(
      (audit) => `${audit.id} (${Math.round(audit.score * 100)}${audit.displayValue ? `, ${audit.displayValue}` : ""})`,
    );
}

/** What one run of one page missed. */
function missedInRun(lhr, target, label, throttling) {
  const missed = [];
  for (const category of CATEGORIES) {
    const score = Math.round(lhr.categories[category].score * 100);
    if (score < target.scores[category])
      missed.push(
        `${label}: ${CATEGORY_NAMES[category]} ${score} < ${target.scores[category]}: ${lostPoints(lhr, category).join(", ")}`,
      );
  }
  const cls = lhr.audits["cumulative-layout-shift"].numericValue;
  if (cls >= MAX_CLS) missed.push(`${label}: CLS ${cls.toFixed(3)} (target < ${MAX_CLS})`);
  // Lighthouse's simulated LCP is the target; an applied-throttling run measures another thing.
  const lcp = lhr.audits["largest-contentful-paint"].numericValue;
  if (target.simulatedLcpMs !== undefined && throttling === "simulate" && lcp > target.simulatedLcpMs)
    missed.push(`${label}: LCP ${seconds(lcp)} (simulated; target ≤ ${seconds(target.simulatedLcpMs)})`);
  return missed;
}

/** What the page's scripts missed: they are the same in every run. */
function missedInScripts(scripts, target, path) {
  const missed = [];
  const modules = scripts.moduleScripts + scripts.moduleFiles;
  if (target.moduleScripts !== undefined && modules > target.moduleScripts)
    missed.push(
      `${path}: ${scripts.moduleScripts} module scripts and preloads in its HTML, ${scripts.moduleFiles} module files loaded, ` +
        `${kb(scripts.moduleBytes)} (target ${target.moduleScripts})`,
    );
  if (target.standaloneScriptBytes !== undefined && scripts.standaloneBytes > target.standaloneScriptBytes)
    missed.push(
      `${path}: ${kb(scripts.standaloneBytes)} of standalone script (target ≤ ${kb(target.standaloneScriptBytes)})`,
    );
  return missed;
}

/**
 * Every target the measured pages missed, one line each saying which page, run and number.
 * `pages`: per page its key in TARGETS, its path, the Lighthouse results of each run (`lhr`) and
 * its scripts (`pageScripts`); `throttling` is Lighthouse's throttlingMethod of those runs.
 */
export function missedTargets(pages, throttling) {
  return pages.flatMap(({ page, path, runs, scripts }) => {
    const target = TARGETS[page];
    if (!target) throw new Error(`No targets for ${page}`);
    return [
      ...runs.flatMap((lhr, index) => missedInRun(lhr, target, `${path} run ${index + 1}`, throttling)),
      ...missedInScripts(scripts, target, path),
    ];
  });
}

const SCRIPT_TAG = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const MODULE_PRELOAD = /<link\b[^>]*\brel=["']?modulepreload\b[^>]*>/gi;
const attribute = (attributes, name) =>
  attributes
    .match(new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i"))
    ?.slice(1)
    .find(Boolean);
const CLASSIC_TYPES = new Set(["", "text/javascript", "application/javascript"]);
// A module script held until the page has painted, run then (app/utils/framework-after-paint.server.ts).
const MODULE_TYPES = new Set(["module", "text/x-held-module"]);

/**
 * The page's script, in two parts. Framework/module JS: each `<script type="module">` (held or not) and
 * `modulepreload` in the HTML, the script files it loaded that are not classic `<script src>`
 * (bytes as transferred, headers included), and Remix's inline hand-off (`window.__remix…`,
 * compressed). Standalone script: the other classic inline scripts, compressed together with
 * brotli as the server sends the document, and each classic `<script src>` file's compressed body
 * (`bodyBytes`, by URL; as transferred when missing), as the budget counts a script, not headers.
 * `requests`: Lighthouse's network-requests items ({ url, resourceType, transferSize }).
 */
export function pageScripts(html, requests, bodyBytes = new Map()) {
  let moduleScripts = (html.match(MODULE_PRELOAD) ?? []).length;
  const frameworkInline = [];
  const standaloneInline = [];
  const classicFiles = new Set();
  for (const [, attributes, text] of html.matchAll(SCRIPT_TAG)) {
    const type = (attribute(attributes, "type") ?? "").toLowerCase();
    const src = attribute(attributes, "src");
    if (MODULE_TYPES.has(type)) {
      moduleScripts += 1;
      if (!src) frameworkInline.push(text);
    } else if (!CLASSIC_TYPES.has(type))
      continue; // data such as JSON-LD, not script
    else if (src) classicFiles.add(src);
    else if (/^\s*window\.__remix/.test(text)) frameworkInline.push(text);
    else if (text.trim()) standaloneInline.push(text);
  }
  const files = requests.filter((request) => request.resourceType === "Script");
  const isClassic = (request) => [...classicFiles].some((src) => new URL(src, request.url).href === request.url);
  const transferred = (list) => list.reduce((sum, request) => sum + request.transferSize, 0);
  const moduleFiles = files.filter((request) => !isClassic(request));
  return {
    moduleScripts,
    moduleFiles: moduleFiles.length,
    moduleBytes: transferred(moduleFiles) + compressedBytes(frameworkInline),
    standaloneBytes:
      files.filter(isClassic).reduce((sum, request) => sum + (bodyBytes.get(request.url) ?? request.transferSize), 0) +
      compressedBytes(standaloneInline),
  };
}

/** Bytes of `texts` brotli-compressed as one, as they travel inside the compressed document. */
function compressedBytes(texts) {
  return texts.length ? zlib.brotliCompressSync(texts.join("\n")).length : 0;
}
