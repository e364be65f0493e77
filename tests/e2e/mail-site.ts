import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { admin } from "./fixtures";
import { createDatabase } from "../../scripts/test-servers.mjs";
import { startServer } from "../server-process";
import { startSmtpServer } from "../smtp-server";

/**
 * A server of its own whose SMTP_URL points at a real SMTP server in this process
 * (tests/smtp-server.ts), so every message it sends arrives here and is parsed: on a new database
 * of TEST_DATABASE_URL's server, else a new SQLite file; `env` adds to (or overrides) its settings.
 */
export async function startMailSite(name: string, env: Record<string, string> = {}) {
  const smtp = await startSmtpServer();
  const server = process.env.TEST_DATABASE_URL;
  const database: Record<string, string> = server
    ? { DATABASE_URL: await createDatabase(server, `e2e_${name}_${process.pid}`) }
    : { DATABASE_PATH: path.join(mkdtempSync(path.join(tmpdir(), `e2e-${name}-`)), "app.db") };
  const site = await startServer({
    ...database,
    ADMIN_USERNAME: admin.username,
    ADMIN_PASSWORD: admin.password,
    TRUST_PROXY: "1",
    SMTP_URL: smtp.url,
    EMAIL_POLL_MS: "100",
    ...env,
  });
  return { smtp, site };
}
