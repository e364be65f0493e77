// `npm run user -- create --role editor --username ed --email ed@example.com --name 'Ed Writer'
// [--password '…']`: creates a staff account, for scripts and first deploys. Without --password
// it asks for one (not echoed). The database is the site's: DATABASE_URL (PostgreSQL) or
// DATABASE_PATH (SQLite, default data/app.db), with the site's configuration. Built to build/cli/user.js.
import { createInterface } from "node:readline/promises";
import { Writable } from "node:stream";
import { parseArgs } from "node:util";

import { closeDatabase, startDatabase } from "~/db.server";
import { ROLE_LABELS, ROLES } from "~/lib/roles";
import { StaffAccountSchema } from "~/lib/staff-account.server";
import { createStaffAccount } from "~/models/staff.server";
import { env } from "~/utils/env.server";

import { describeUrl } from "../../db/connect";
import { migrateToLatest } from "../../db/migrate";

const USAGE = `Usage: npm run user -- create --role <${ROLES.join("|")}> --username <name> --email <address> --name <full name> [--password <password>]`;

/** Asks for the password on the terminal without showing what is typed. */
async function askPassword() {
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const prompt = createInterface({ input: process.stdin, output, terminal: process.stdin.isTTY });
  process.stdout.write("Password: ");
  muted = true;
  const password = await prompt.question("");
  prompt.close();
  process.stdout.write("\n");
  return password;
}

async function main(args: string[]) {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      options: {
        role: { type: "string" },
        username: { type: "string" },
        email: { type: "string" },
        name: { type: "string" },
        password: { type: "string" },
      },
    });
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }
  if (parsed.positionals.join(" ") !== "create") {
    console.error(USAGE);
    return 2;
  }
  const { password = await askPassword(), ...rest } = parsed.values;
  const account = StaffAccountSchema.safeParse({ ...rest, password });
  if (!account.success) {
    for (const issue of account.error.issues) console.error(`${issue.path.join(".")}: ${issue.message}`);
    console.error(USAGE);
    return 2;
  }
  const { url, path } = env.database;
  try {
    await startDatabase(migrateToLatest);
    const result = await createStaffAccount(account.data);
    const { username, email, name, role } = account.data;
    if (result === "username-taken") {
      console.error(`A user named ${username} already exists.`);
      return 1;
    }
    if (result === "email-taken") {
      console.error(`A user with the email ${email} already exists.`);
      return 1;
    }
    console.log(`Created ${ROLE_LABELS[role]} ${username} (${name} <${email}>) in ${url ? describeUrl(url) : path}.`);
    return 0;
  } catch (error) {
    console.error(`user create failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await closeDatabase();
  }
}

process.exitCode = await main(process.argv.slice(2));
