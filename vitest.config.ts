import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "db/**/*.test.ts", "tests/api/**/*.test.ts", "tests/routes/**/*.test.tsx"],
    environment: "node",
    // On PostgreSQL (TEST_DATABASE_URL) each file gets a database of its own.
    setupFiles: ["tests/setup/database.ts"],
    env: { NODE_ENV: "test", DATABASE_PATH: ":memory:", SEED_DEMO: "0" },
  },
});
