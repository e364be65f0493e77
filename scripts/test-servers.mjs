// Servers for the tests, the benchmark and `npm test`: a free loopback port; a private, throw-away
// PostgreSQL cluster (`initdb` in a temporary folder, listening only on 127.0.0.1 at a free port,
// trust authentication for its one role, removed when stopped; Debian's `postgresql` package is
// installed first when no server binaries are found); and databases on a PostgreSQL server.
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";

const ROLE = "app";

/** The folder of the newest installed server version's binaries (initdb, pg_ctl), or null. */
function serverBinaries() {
  const root = "/usr/lib/postgresql";
  if (!fs.existsSync(root)) return null;
  const versions = fs
    .readdirSync(root)
    .filter((name) => fs.existsSync(path.join(root, name, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(root, versions[0], "bin") : null;
}

function installServer() {
  console.log("Installing Debian's postgresql for the tests…");
  const asRoot = process.getuid?.() === 0 ? [] : ["sudo"];
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  for (const args of [
    ["apt-get", "update", "-qq"],
    ["apt-get", "install", "-y", "-qq", "postgresql"],
  ]) {
    const [command, ...rest] = [...asRoot, ...args];
    const { status } = spawnSync(command, rest, { stdio: "inherit", env });
    if (status !== 0) throw new Error("Could not install postgresql: run `apt-get install -y postgresql` and retry.");
  }
}

/** A TCP port on 127.0.0.1 that nothing listens on now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Runs a server binary. Postgres refuses to run as root, so as root it runs as the `postgres`
 * user the Debian package creates.
 */
function runAsServerUser(binary, args) {
  if (process.getuid?.() !== 0) return execFileSync(binary, args, { stdio: "pipe" });
  const quoted = [binary, ...args].map((part) => `'${String(part).replace(/'/g, `'\\''`)}'`).join(" ");
  return execFileSync("su", ["postgres", "-s", "/bin/sh", "-c", quoted], { stdio: "pipe" });
}

/**
 * Starts the cluster; resolves to its connection URL (to the `postgres` database), `pause()` and
 * `resume()` to take the server away and bring it back, and `stop()` that shuts it down and
 * deletes its files.
 */
export async function startPrivateCluster() {
  let bin = serverBinaries();
  if (!bin) {
    installServer();
    bin = serverBinaries();
    if (!bin) throw new Error("postgresql is installed but no initdb was found under /usr/lib/postgresql");
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pg-test-"));
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync("id", ["-u", "postgres"]).toString().trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"]).toString().trim());
    fs.chownSync(dir, uid, gid);
  }
  const data = path.join(dir, "data");
  const port = await freePort();
  runAsServerUser(path.join(bin, "initdb"), ["-D", data, "-U", ROLE, "--auth=trust", "-E", "UTF8", "--no-sync"]);
  // fsync off: a throw-away cluster needs speed, not durability across power loss.
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c full_page_writes=off -c max_connections=200`;
  runAsServerUser(path.join(bin, "pg_ctl"), ["-D", data, "-o", options, "-l", path.join(dir, "log"), "-w", "start"]);

  const pgCtl = (...args) => runAsServerUser(path.join(bin, "pg_ctl"), ["-D", data, ...args]);
  let removed = false;
  return {
    url: `postgres://${ROLE}@127.0.0.1:${port}/postgres`,
    /** Shuts the server down (fast: connections are cut), keeping its files: the database "goes away". */
    pause: () => pgCtl("-m", "fast", "-w", "stop"),
    /** Starts it again after pause(). */
    resume: () => pgCtl("-o", options, "-l", path.join(dir, "log"), "-w", "start"),
    /** Stops the server and deletes its files. */
    stop() {
      if (removed) return;
      removed = true;
      try {
        pgCtl("-m", "immediate", "-w", "stop");
      } catch {
        // already stopped (paused)
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/** The URL of database `name` on the server `serverUrl` names. */
export function databaseUrl(serverUrl, name) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function onServer(serverUrl, statements) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Database names are identifiers, which cannot be query parameters: only plain ones are accepted. */
function checkedName(name) {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Not a safe database name: ${name}`);
  return name;
}

/**
 * Creates database `name` on the server (replacing one of that name), empty or a copy of `template`;
 * resolves to its URL.
 */
export async function createDatabase(serverUrl, name, template) {
  checkedName(name);
  const create = template ? `create database ${name} template ${checkedName(template)}` : `create database ${name}`;
  await onServer(serverUrl, [`drop database if exists ${name} with (force)`, create]);
  return databaseUrl(serverUrl, name);
}

/** Makes a database a template nothing connects to (not even autovacuum): copies of it need that. */
export async function closeForCopies(serverUrl, name) {
  await onServer(serverUrl, [`alter database ${checkedName(name)} with allow_connections false`]);
}

/** Drops the databases named, closing whatever is still connected to them. */
export async function dropDatabases(serverUrl, names) {
  await onServer(
    serverUrl,
    names.map((name) => `drop database if exists ${checkedName(name)} with (force)`),
  );
}
