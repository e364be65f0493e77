import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

// WCAG 2.2 A and AA, which includes 2.5.8 (target size at least 24×24 CSS px).
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** axe's WCAG 2.2 AA violations on the page as it is now, or within `include` (a selector). */
export async function axeViolations(page: Page, include?: string) {
  // Legacy mode runs axe in the page itself; the default opens a blank page per run to combine
  // results across cross-origin frames, which these pages do not have (about 40 % of the time).
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode(true);
  return (await (include ? builder.include(include) : builder).analyze()).violations;
}
