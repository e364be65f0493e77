// `npm run lighthouse` judges its measurements with these pure functions (scripts/lighthouse-targets.mjs):
// which targets a page missed, in which run, and how much script a page sends.
import { describe, expect, it } from "vitest";

import {
  A_POST,
  CATEGORIES,
  missedTargets,
  pageScripts,
  type Category,
  type LighthouseResult,
  type PageScripts,
} from "../../scripts/lighthouse-targets.mjs";

/** A Lighthouse-like result: the scores (0–100) given, 100 for the rest, and the metrics given. */
function result(
  scores: Partial<Record<Category, number>> = {},
  { lcp = 900, cls = 0 }: { lcp?: number; cls?: number } = {},
): LighthouseResult {
  const categories = Object.fromEntries(
    CATEGORIES.map((id) => [
      id,
      { score: (scores[id] ?? 100) / 100, auditRefs: [{ id: "largest-contentful-paint", weight: 25 }] },
    ]),
  ) as LighthouseResult["categories"];
  return {
    categories,
    audits: {
      "largest-contentful-paint": { id: "largest-contentful-paint", score: lcp > 1200 ? 0.9 : 1, numericValue: lcp },
      "cumulative-layout-shift": { id: "cumulative-layout-shift", score: 1, numericValue: cls },
    },
  };
}

const NO_SCRIPT: PageScripts = { moduleScripts: 0, moduleFiles: 0, moduleBytes: 0, standaloneBytes: 900 };
const HYDRATING: PageScripts = { moduleScripts: 30, moduleFiles: 33, moduleBytes: 110_000, standaloneBytes: 500 };
const threeRuns = (...runs: LighthouseResult[]) => [result(), result(), result()].map((run, i) => runs[i] ?? run);

describe("the targets npm run lighthouse checks", () => {
  it("passes reading pages at 100 in every run with no module script and interactive pages at 98", () => {
    const missed = missedTargets(
      [
        { page: "/", path: "/", runs: threeRuns(), scripts: NO_SCRIPT },
        { page: A_POST, path: "/blog/hello", runs: threeRuns(), scripts: NO_SCRIPT },
        { page: "/careers", path: "/careers", runs: threeRuns(result({ performance: 98 })), scripts: HYDRATING },
      ],
      "simulate",
    );
    expect(missed).toEqual([]);
  });

  it("names the page, the run, the score and the audits that cost points when one run of a reading page is 99", () => {
    const slow = result({ performance: 99 }, { lcp: 1000 });
    slow.audits["largest-contentful-paint"] = {
      id: "largest-contentful-paint",
      score: 0.95,
      numericValue: 1000,
      displayValue: "1.0 s",
    };
    expect(
      missedTargets(
        [{ page: "/about", path: "/about", runs: threeRuns(result(), slow), scripts: NO_SCRIPT }],
        "simulate",
      ),
    ).toEqual(["/about run 2: Performance 99 < 100: largest-contentful-paint (95, 1.0 s)"]);
  });

  it("misses an interactive page at 97 and any page below 100 in the other categories", () => {
    const missed = missedTargets(
      [
        {
          page: "/contact",
          path: "/contact",
          runs: threeRuns(result(), result(), result({ performance: 97, seo: 92 })),
          scripts: HYDRATING,
        },
      ],
      "devtools",
    );
    expect(missed.map((line) => line.split(":")[0] + ":" + line.split(":")[1])).toEqual([
      "/contact run 3: Performance 97 < 98",
      "/contact run 3: SEO 92 < 100",
    ]);
  });

  it("misses a reading page that sends a module script, or more than 3 KB of standalone script", () => {
    const missed = missedTargets(
      [
        {
          page: "/",
          path: "/",
          runs: threeRuns(),
          scripts: { ...NO_SCRIPT, moduleScripts: 2, moduleFiles: 1, moduleBytes: 2048 },
        },
        {
          page: "/insights",
          path: "/insights",
          runs: threeRuns(),
          scripts: { ...NO_SCRIPT, standaloneBytes: 3 * 1024 + 1 },
        },
      ],
      "simulate",
    );
    expect(missed).toEqual([
      "/: 2 module scripts and preloads in its HTML, 1 module files loaded, 2.0 KB (target 0)",
      "/insights: 3.0 KB of standalone script (target ≤ 3.0 KB)",
    ]);
  });

  it("holds reading pages to a simulated LCP of 1.2 s, not an applied-throttling one", () => {
    const page = { page: "/", path: "/", runs: threeRuns(result({}, { lcp: 1250 })), scripts: NO_SCRIPT };
    expect(missedTargets([page], "simulate")).toEqual(["/ run 1: LCP 1.25 s (simulated; target ≤ 1.20 s)"]);
    expect(missedTargets([page], "devtools")).toEqual([]);
  });

  it("misses a layout shift on any page", () => {
    const page = { page: "/careers", path: "/careers", runs: threeRuns(result({}, { cls: 0.05 })), scripts: HYDRATING };
    expect(missedTargets([page], "simulate")).toEqual(["/careers run 1: CLS 0.050 (target < 0.01)"]);
  });

  it("refuses a page it has no targets for", () => {
    expect(() =>
      missedTargets([{ page: "/nowhere", path: "/nowhere", runs: [], scripts: NO_SCRIPT }], "simulate"),
    ).toThrow("No targets for /nowhere");
  });
});

describe("the script a page sends", () => {
  const origin = "http://127.0.0.1:3000";
  const script = (path: string, transferSize: number) => ({
    url: `${origin}${path}`,
    resourceType: "Script",
    transferSize,
  });

  it("counts a hydrating page's module scripts, preloads, files and hand-off as framework JS", () => {
    const html =
      '<html><head><link rel="modulepreload" href="/build/entry.client-A.js"/><link rel="modulepreload" href="/build/root-B.js"/>' +
      '<script type="application/ld+json">{"@type":"Organization"}</script></head><body><p>Hi</p>' +
      '<script>window.__remixContext = {"state":{}};</script>' +
      '<script type="module" async>import "/build/manifest-C.js"; import("/build/entry.client-A.js");</script></body></html>';
    const scripts = pageScripts(html, [
      script("/build/entry.client-A.js", 40_000),
      script("/build/root-B.js", 2_000),
      { url: `${origin}/build/_assets/tailwind.css`, resourceType: "Stylesheet", transferSize: 9_000 },
    ]);
    expect(scripts).toMatchObject({ moduleScripts: 3, moduleFiles: 2, standaloneBytes: 0 });
    expect(scripts.moduleBytes).toBeGreaterThan(42_000);
    expect(scripts.moduleBytes).toBeLessThan(42_200);
  });

  it("counts a module script held until the page has painted as framework JS", () => {
    const html =
      '<html><body><link rel="modulepreload" media="not all" href="/build/entry.client-A.js"/>' +
      '<script type="text/x-held-module">import("/build/entry.client-A.js");</script></body></html>';
    const scripts = pageScripts(html, [script("/build/entry.client-A.js", 40_000)]);
    expect(scripts).toMatchObject({ moduleScripts: 2, moduleFiles: 1, standaloneBytes: 0 });
  });

  it("counts a reading page's inline scripts compressed, and a classic script file by its compressed body", () => {
    const theme = `(function(){var t=document.cookie.match(/theme=(dark|light)/);${"document.documentElement.dataset.x=1;".repeat(40)}})();`;
    const html = `<html><body><script>${theme}</script><script src="/enhance.js" defer></script></body></html>`;
    const requests = [script("/enhance.js", 1_600)];
    const bodies = new Map([[`${origin}/enhance.js`, 1_200]]);
    const scripts = pageScripts(html, requests, bodies);
    expect(scripts).toMatchObject({ moduleScripts: 0, moduleFiles: 0, moduleBytes: 0 });
    // Forty repeats compress to far less than the text's 1.5 KB.
    expect(scripts.standaloneBytes).toBeGreaterThan(1_200);
    expect(scripts.standaloneBytes).toBeLessThan(1_200 + 200);
    // Without its body's size, a file counts as transferred, headers included.
    expect(pageScripts(html, requests).standaloneBytes).toBeGreaterThan(1_600);
  });

  it("counts nothing on a page without script", () => {
    expect(pageScripts("<html><body><p>Plain</p></body></html>", [])).toEqual({
      moduleScripts: 0,
      moduleFiles: 0,
      moduleBytes: 0,
      standaloneBytes: 0,
    });
  });
});
