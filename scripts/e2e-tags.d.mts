export const PRESENTATION: "@presentation";
export const BROWSER_VARIANT: "@browser-variant";
export const SQLITE_ONLY: Record<string, string>;
export const SQLITE_ONLY_GREP: RegExp;
export function describeSqliteOnly(sqliteReport: unknown): string[];
export function describeSkipped(report: unknown): string[];
export function failedTests(report: unknown): { file: string; title: string; error?: string }[];
