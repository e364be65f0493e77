// The end-to-end tests' server: a fresh database on the run's engine, then the built site.
// SQLite: the file at DATABASE_PATH is deleted. PostgreSQL (DATABASE_URL): its database is dropped
// and created again on the server TEST_DATABASE_URL names. The server migrates and seeds it.
import fs from "node:fs";
import path from "node:path";
import pg from "pg";

async function recreatePostgresDatabase(url) {
  const name = new URL(url).pathname.slice(1);
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Not a safe database name: ${name}`);
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
}

if (process.env.DATABASE_URL) await recreatePostgresDatabase(process.env.DATABASE_URL);
else {
  fs.rmSync(path.dirname(process.env.DATABASE_PATH), { recursive: true, force: true });
  fs.mkdirSync(path.dirname(process.env.DATABASE_PATH), { recursive: true });
}
await import("../server/index.js");
