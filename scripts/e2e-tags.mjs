// Which browser tests each pass of `npm test` leaves out, and why. A test runs on both
// engines unless one of these tags marks it (`test.describe("…", { tag: PRESENTATION }, …)`): a
// test belongs on PostgreSQL when what it asserts goes through the database (rows written and read
// back, search, filters, order, counts, dates, limits, sessions, uploads, two requests at once).

export const PRESENTATION = "@presentation";
export const BROWSER_VARIANT = "@browser-variant";

/** Each tag that keeps a test on the SQLite pass, with the reason npm test prints. */
export const SQLITE_ONLY = {
  [PRESENTATION]:
    "they check what the browser shows and does (markup, styles, themes, scripts, accessibility, HTML validity, the messages of a form that saves nothing), which the engine cannot change",
  [BROWSER_VARIANT]:
    "each repeats, with JavaScript off or at another width, the reads and writes of a test that runs on both engines",
};

/** What Playwright's grepInvert leaves out on PostgreSQL. */
export const SQLITE_ONLY_GREP = new RegExp(Object.keys(SQLITE_ONLY).join("|"));

/** The tests of a Playwright JSON report, each as { file, title, tags, status, skipReason, error }. */
function reportedTests(report) {
  const tests = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const skip = test.annotations?.find((annotation) => annotation.type === "skip");
        const error = test.results?.findLast((result) => result.error)?.error?.message;
        tests.push({
          file: spec.file,
          title: spec.title,
          tags: spec.tags,
          status: test.status,
          skipReason: skip?.description,
          error,
        });
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return tests;
}

/**
 * Lines saying which tests of the SQLite run (its JSON report) the PostgreSQL run left out, per
 * tag: the reason, then how many in each file.
 */
export function describeSqliteOnly(sqliteReport) {
  let tests = reportedTests(sqliteReport);
  const lines = [];
  for (const [tag, reason] of Object.entries(SQLITE_ONLY)) {
    // Playwright's report names a tag without its @; a test with both tags counts under the first.
    const tagged = tests.filter((test) => test.tags.includes(tag.slice(1)));
    tests = tests.filter((test) => !tagged.includes(test));
    if (tagged.length === 0) continue;
    const perFile = new Map();
    for (const test of tagged) perFile.set(test.file, (perFile.get(test.file) ?? 0) + 1);
    const files = [...perFile].map(([file, count]) => `${file} (${count})`).join(", ");
    lines.push(`${tagged.length} tagged ${tag}, since ${reason}: ${files}`);
  }
  return lines;
}

/** Lines saying which tests of a Playwright JSON report were skipped, per reason their file gives. */
export function describeSkipped(report) {
  if (!report) return [];
  const perReason = new Map();
  for (const test of reportedTests(report).filter((test) => test.status === "skipped")) {
    const key = `${test.file}: ${test.skipReason || "skipped"}`;
    perReason.set(key, (perReason.get(key) ?? 0) + 1);
  }
  return [...perReason].map(([key, count]) => `${count} skipped in ${key}`);
}

/** The tests of a Playwright JSON report that failed, each as { file, title, error }. */
export function failedTests(report) {
  if (!report) return [];
  return reportedTests(report).filter((test) => test.status === "unexpected");
}
