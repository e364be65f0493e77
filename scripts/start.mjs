// `npm start`: the one command that takes a fresh checkout to a running site.
// Builds when the sources are newer than the build, then starts the server (server/index.js)
// in this same process, so signals reach it directly and its exit code is ours; the server
// migrates the database and seeds the demo content on its own.
// Locally (NODE_ENV not "production") it also supplies a session secret, the site's address and
// the demo admin; a production deployment sets its own and never gets defaults.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

export const DEMO_ADMIN = { username: "admin", password: "lumora-admin-2026" };

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
process.chdir(root);

function newestMtime(entry) {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  if (entry === path.join("public", "build")) return 0;
  return Math.max(0, ...fs.readdirSync(entry).map((name) => newestMtime(path.join(entry, name))));
}

const sources = ["app", "db", "public", "remix.config.js", "tailwind.config.ts", "package.json"];
const buildTime = newestMtime(path.join("build", "index.js"));
// Under `npm run dev` the Remix dev server has just built.
const underDevServer = Boolean(process.env.REMIX_DEV_ORIGIN);
if (!underDevServer && (buildTime === 0 || Math.max(...sources.map(newestMtime)) > buildTime)) {
  console.log("[start] building the site…");
  const build = spawnSync("npm", ["run", "--silent", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const env = process.env;
if (env.NODE_ENV !== "production") {
  // The server runs the build in production mode; local runs get a stable secret kept next to the database.
  if (!env.SESSION_SECRET) {
    const secretFile = path.join(path.dirname(env.DATABASE_PATH ?? "data/app.db"), ".session-secret");
    if (!fs.existsSync(secretFile)) {
      fs.mkdirSync(path.dirname(secretFile), { recursive: true });
      fs.writeFileSync(secretFile, randomBytes(32).toString("hex"), { mode: 0o600 });
    }
    env.SESSION_SECRET = fs.readFileSync(secretFile, "utf8").trim();
  }
  if (!env.SITE_URL) {
    // The server serves only its site's host: locally, the address it listens on, by name or number.
    const port = env.PORT || "3000";
    env.SITE_URL = `http://localhost:${port}`;
    env.SITE_HOST_ALIASES ||= `127.0.0.1:${port},[::1]:${port}`;
    console.log(`[start] site address: ${env.SITE_URL} (set SITE_URL to serve it under another)`);
  }
  if (!env.ADMIN_USERNAME && !env.ADMIN_PASSWORD) {
    env.ADMIN_USERNAME = DEMO_ADMIN.username;
    env.ADMIN_PASSWORD = DEMO_ADMIN.password;
    console.log(`[start] demo admin: ${DEMO_ADMIN.username} / ${DEMO_ADMIN.password} (sign in at /login)`);
  }
}

await import("../server/index.js");
