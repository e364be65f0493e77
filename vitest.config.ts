import os from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "db/**/*.test.ts", "tests/api/**/*.test.ts", "tests/routes/**/*.test.tsx"],
    environment: "node",
    // The built server (build/index.js, 1.5 MB, which the API tests import) loads as Node loads it,
    // with Node's compile cache, not through Vite's module runner (55 API files: 95 → 87 CPU-s).
    server: { deps: { external: [/\/build\/index\.js$/] } },
    // One file per core (vitest's default leaves one core free): the API tests wait on their
    // servers much of the time. On 2 cores this takes a run from about 55 to 35 seconds.
    maxWorkers: os.availableParallelism(),
    // On PostgreSQL (TEST_DATABASE_URL) each file gets a database of its own, a copy of one migrated per run.
    globalSetup: ["tests/setup/postgres-template.ts"],
    setupFiles: ["tests/setup/database.ts"],
    env: { NODE_ENV: "test", DATABASE_PATH: ":memory:", SEED_DEMO: "0" },
  },
});
