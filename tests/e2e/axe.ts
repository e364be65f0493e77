import type { Page } from "@playwright/test";
import axe, { type Result, type RunOptions } from "axe-core";

// WCAG 2.2 A and AA, which includes 2.5.8 (target size at least 24×24 CSS px).
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

// Only violations are read: axe then keeps one node per rule that passed or did not apply.
const OPTIONS: RunOptions = { runOnly: { type: "tag", values: WCAG_TAGS }, resultTypes: ["violations"] };

// axe's 600 kB source and the setup AxeBuilder's legacy mode gives it (frames of this origin only).
const INSTALL = `${axe.source};axe.configure({ allowedOrigins: ["<same_origin>"] });`;

/**
 * axe's WCAG 2.2 AA violations on the page as it is now, or within `include` (a selector). axe is
 * installed once per document and run in the page itself: the page checked again at another
 * width, or with a dialog opened, does not parse the source again.
 */
export async function axeViolations(page: Page, include?: string) {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(INSTALL);
  return page.evaluate(
    ({ include, options }) =>
      (window as unknown as { axe: typeof axe }).axe
        .run(include ? { include: [include] } : document, options)
        .then((results) => results.violations),
    { include, options: OPTIONS },
  ) as Promise<Result[]>;
}
