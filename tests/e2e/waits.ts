/**
 * How long an assertion waits (playwright.config.ts's `expect.timeout`), and the waits that stand in for
 * one: a guard against a hang, not a measure of speed.
 */
export const ASSERTION_WAIT_MS = 30_000;
