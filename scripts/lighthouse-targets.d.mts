export type Category = "performance" | "accessibility" | "best-practices" | "seo";
export type PageTarget = {
  scores: Record<Category, number>;
  moduleScripts?: number;
  standaloneScriptBytes?: number;
  simulatedLcpMs?: number;
};
/** The parts of a Lighthouse result (lhr) the targets read. */
export type LighthouseResult = {
  categories: Record<Category, { score: number; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { id: string; score: number | null; numericValue?: number; displayValue?: string }>;
};
export type PageScripts = { moduleScripts: number; moduleFiles: number; moduleBytes: number; standaloneBytes: number };
export type MeasuredPage = { page: string; path: string; runs: LighthouseResult[]; scripts: PageScripts };
export type NetworkRequest = { url: string; resourceType: string; transferSize: number };

export const CATEGORIES: Category[];
export const CATEGORY_NAMES: Record<Category, string>;
export const A_POST: string;
export const TARGETS: Record<string, PageTarget>;
export const MAX_CLS: number;
export function lostPoints(lhr: LighthouseResult, category: Category): string[];
export function missedTargets(pages: MeasuredPage[], throttling: "simulate" | "devtools"): string[];
export function pageScripts(html: string, requests: NetworkRequest[], bodyBytes?: Map<string, number>): PageScripts;
