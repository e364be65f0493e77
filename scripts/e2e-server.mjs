// The end-to-end tests' server: a fresh database on the run's engine, then the built site.
// SQLite: the file at DATABASE_PATH is deleted. PostgreSQL (DATABASE_URL): its database is dropped
// and created again on the server TEST_DATABASE_URL names. The server migrates and seeds it.
import fs from "node:fs";
import path from "node:path";

import { createDatabase } from "./test-servers.mjs";

if (process.env.DATABASE_URL) {
  await createDatabase(process.env.TEST_DATABASE_URL, new URL(process.env.DATABASE_URL).pathname.slice(1));
} else {
  fs.rmSync(path.dirname(process.env.DATABASE_PATH), { recursive: true, force: true });
  fs.mkdirSync(path.dirname(process.env.DATABASE_PATH), { recursive: true });
}
await import("../server/index.js");
