import { defineConfig, devices } from "@playwright/test";
import path from "node:path";

import { PRESENTATION, BROWSER_VARIANT, SQLITE_ONLY_GREP } from "./scripts/e2e-tags.mjs";
import { databaseUrl } from "./scripts/test-servers.mjs";
import { ASSERTION_WAIT_MS } from "./tests/e2e/waits";

const PORT = Number(process.env.E2E_PORT ?? 3987);
const DATABASE_PATH = path.resolve(`tmp/e2e-${PORT}/app.db`);
// On PostgreSQL when TEST_DATABASE_URL names a server (npm test starts a private one): the run
// gets its own database there. Otherwise SQLite, in a file.
const ENGINE = process.env.TEST_DATABASE_URL ? "postgres" : "sqlite";
const DATABASE_URL = process.env.TEST_DATABASE_URL ? databaseUrl(process.env.TEST_DATABASE_URL, `e2e_${PORT}`) : "";

// Tests tagged with these run on the SQLite pass only (scripts/e2e-tags.mjs says when and why).
export { PRESENTATION, BROWSER_VARIANT };

export const E2E_ADMIN = { username: "e2e-admin", password: "e2e-admin-password" };
const SESSION_SECRET = "e2e-session-secret-0123456789abcdef";

// Test workers open the same database to create their own users and content, and sign
// session cookies with the server's secret (the `login` fixture in tests/e2e/fixtures.ts).
process.env.DATABASE_PATH = DATABASE_PATH;
process.env.DATABASE_URL = DATABASE_URL;
process.env.SESSION_SECRET = SESSION_SECRET;

const CHROMIUM = { ...devices["Desktop Chrome"], channel: undefined };
const SITE_WIDE = /two-factor-policy\.spec\.ts$/;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  // The PostgreSQL pass (its tests read and write; what only the browser shows ran on SQLite) spends most of
  // its time waiting on the server and the database: a third worker fills more of that wait (alone on two
  // cores, about 190 → 165 s). Both passes share the cores with the unit tests (scripts/test.mjs).
  workers: ENGINE === "postgres" ? 3 : 2,
  // Guards against a hang, not measures of speed (npm run bench and lighthouse measure that): on two
  // cores shared with the unit tests a whole flow has taken 60 s, and one assertion's wait 7 s.
  timeout: 180_000,
  expect: { timeout: ASSERTION_WAIT_MS },
  reporter: [["list"], ["json", { outputFile: `reports/e2e-${ENGINE}.json` }]],
  grepInvert: ENGINE === "postgres" ? SQLITE_ONLY_GREP : undefined,
  // Per engine: npm test runs both at once, and each run empties its own folder when it starts.
  outputDir: `test-results/${ENGINE}`,
  use: {
    baseURL: `http://localhost:${PORT}`,
    // Recording a trace costs about a quarter of the suite's CPU: a failed test's retry records it.
    trace: "on-first-retry",
    launchOptions: {
      // Debian's build of Chromium's headless shell (what Playwright runs headless by default): the
      // full browser's headless mode costs about a third more CPU per test.
      executablePath: "/usr/bin/chromium-headless-shell",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [
    { name: "chromium", testIgnore: SITE_WIDE, use: CHROMIUM },
    // Tests that change a setting every other test lives under (the two-factor policy) run after them.
    { name: "site-wide settings", testMatch: SITE_WIDE, dependencies: ["chromium"], use: CHROMIUM },
  ],
  webServer: {
    // A fresh database for every run; the server migrates and seeds it at start-up.
    command: "node scripts/e2e-server.mjs",
    url: `http://localhost:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(PORT),
      // The tests act as the reverse proxy: each test's X-Forwarded-For is its client address.
      TRUST_PROXY: "1",
      NODE_ENV: "production",
      SITE_URL: `http://localhost:${PORT}`,
      DATABASE_PATH,
      DATABASE_URL,
      SESSION_SECRET,
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      SEED_DEMO: "1",
    },
  },
});
