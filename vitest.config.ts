import os from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/** The files that start the built server or a command in their own process, or import the build (1.5 MB). */
const SERVER_TESTS = "tests/api/**/*.test.ts";

export default defineConfig({
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  test: {
    environment: "node",
    // The built server (build/index.js, which the API tests import) loads as Node loads it,
    // with Node's compile cache, not through Vite's module runner (55 API files: 95 → 87 CPU-s).
    server: { deps: { external: [/\/build\/index\.js$/] } },
    // One file per core (vitest's default leaves one core free): the API tests wait on their
    // servers much of the time. On 2 cores this takes a run from about 55 to 35 seconds.
    maxWorkers: os.availableParallelism(),
    // A guard against a test that hangs, not a speed check: with the browser tests beside them on two
    // slow cores, tests of a second or two on a quiet machine passed Vitest's 5-second default (the blog
    // bodies' re-cleaning, the query plans' set-up), and files had been given 10–60 s one at a time.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    expect: { poll: { timeout: 30_000 } },
    // On PostgreSQL (TEST_DATABASE_URL) each file gets a database of its own, a copy of one migrated per run.
    globalSetup: ["tests/setup/postgres-template.ts"],
    env: { NODE_ENV: "test", DATABASE_PATH: ":memory:", SEED_DEMO: "0" },
    projects: [
      {
        extends: true,
        test: {
          name: "app",
          include: ["app/**/*.test.{ts,tsx}", "db/**/*.test.ts", "tests/routes/**/*.test.tsx"],
          // A worker runs its files one after another in one process, each with the app's modules
          // afresh (tests/setup/fresh-modules.ts), so only the packages are shared: a process per
          // file cost these files about 100 of their 270 CPU-s on SQLite, starting Vitest and
          // loading the same packages again.
          isolate: false,
          setupFiles: ["tests/setup/fresh-modules.ts", "tests/setup/database.ts", "tests/setup/async-waits.ts"],
        },
      },
      {
        extends: true,
        // The build keeps its own module state (its database, page cache, limits), so each of these
        // files loads it afresh: in a worker thread of its own, which ends with the file (its timers and
        // handles with it). A thread starts for less than a process: about 9 of these files' 177 CPU-s on
        // SQLite, the file's own servers and commands still in processes of their own. A thread cannot
        // change the process's time zone: a test that needs another TZ starts a server process with it.
        test: {
          name: "server",
          include: [SERVER_TESTS],
          pool: "threads",
          setupFiles: ["tests/setup/database.ts"],
        },
      },
    ],
  },
});
