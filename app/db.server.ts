import { createKysely, openSqlite } from "../db/database";
import { prepareDatabase } from "../db/seed";
import { env } from "./utils/env.server";

const sqlite = openSqlite(env.databasePath);

// Start-up work runs once, on its own Kysely over the same connection; the app's
// instance hands out the connection only after it finished, so no query ever
// sees an unmigrated database.
const options = { busyTimeoutMs: env.databaseBusyTimeoutMs };
const ready = prepareDatabase(createKysely(sqlite, options), { seedDemo: env.seedDemo, admin: env.admin });
ready.catch((error) => console.error("[db] start-up failed:", error));

export const db = createKysely(async () => {
  await ready;
  return sqlite;
}, options);
