// The version a cached public page is kept at. The content version changes with every write to
// what public pages show; but a scheduled post or page change goes live with no write, when the
// clock reaches its time. So the page version is the content version plus how many such moments have passed since
// the version was read: a page rendered before a post went live is not served after it, on any
// worker or instance (each follows the same database and the same clock).

/** Publication moments counted per content version before the count wraps (never in practice). */
const EPOCHS = 1024;

export type PageVersionSources = {
  /** The database's content version. */
  contentVersion: () => Promise<number>;
  /** The earliest moment (ms) after `now` at which a scheduled post or page change goes live, or null. */
  nextPublication: (now: number) => Promise<number | null>;
  clock?: () => number;
};

export function pageVersionTracker({ contentVersion, nextPublication, clock = Date.now }: PageVersionSources) {
  let state: { version: number; nextAt: number | null; epoch: number } | null = null;
  return async function currentPageVersion() {
    const version = await contentVersion();
    const now = clock();
    if (!state || state.version !== version) {
      state = { version, nextAt: await nextPublication(now), epoch: 0 };
    } else if (state.nextAt !== null && now >= state.nextAt) {
      state = { version, nextAt: await nextPublication(now), epoch: state.epoch + 1 };
    }
    return version * EPOCHS + (state.epoch % EPOCHS);
  };
}
