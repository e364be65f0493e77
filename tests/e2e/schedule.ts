// The "goes live by itself" flows (authoring-flow.spec.ts, pages-lifecycle.spec.ts) schedule
// through the editor, whose times are whole minutes, then bring the stored moment forward to a few
// seconds from now: the wait is seconds, not up to a minute, and going live is still the server's
// own work, done at that moment with nobody writing anything.

/** Room before a brought-forward moment for the checks made before it, on a machine three times slower. */
const LEAD_MS = 10_000;

/** The start of the next whole hour at least 15 minutes away: it cannot come while a test runs. */
export function comingHour() {
  const hour = 60 * 60_000;
  return new Date(Math.ceil((Date.now() + 15 * 60_000) / hour) * hour);
}

/** The moment a schedule is brought forward to: a few seconds from now, in whole seconds. */
export function fewSecondsAhead() {
  return new Date(Math.ceil((Date.now() + LEAD_MS) / 1000) * 1000);
}
