/** How many times the sender tries an email before it is marked failed (about four hours in all). */
export const MAX_EMAIL_ATTEMPTS = 10;

export const FIRST_RETRY_MS = 60_000;
const LONGEST_RETRY_MS = 60 * 60_000;

/**
 * How long to wait after a failed attempt (the first is 1): 1 min, 2, 4 … doubling up to 1 hour
 * (`firstMs` scales the whole series: tests shorten it).
 */
export function retryDelayMs(attempts: number, firstMs = FIRST_RETRY_MS) {
  const exponent = Math.max(0, Math.min(attempts - 1, 30));
  return Math.min(firstMs * 2 ** exponent, LONGEST_RETRY_MS * (firstMs / FIRST_RETRY_MS));
}
