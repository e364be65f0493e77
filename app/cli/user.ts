// `npm run user -- create --role editor --username ed --email ed@example.com --name 'Ed Writer'
// [--password '…']`: creates a staff account, for scripts and first deploys. Without --password
// it asks for one (not echoed). `npm run user -- reset-2fa <username>`: removes the account's second
// factors (the way back in for an Admin who lost their phone, even the last one). The database is the site's: DATABASE_URL (PostgreSQL) or
// DATABASE_PATH (SQLite, default data/app.db), with the site's configuration. Built to build/cli/user.js.
import { createInterface } from "node:readline/promises";
import { Writable } from "node:stream";
import { parseArgs } from "node:util";

import { settingsSeed } from "~/content/seed/settings";
import { closeDatabase, db, startDatabase } from "~/db.server";
import { ROLE_LABELS, ROLES } from "~/lib/roles";
import { StaffAccountSchema } from "~/lib/staff-account.server";
import { normalizeUsername } from "~/lib/username";
import { COMMAND_LINE } from "~/models/activity.server";
import { latestContent } from "~/models/page-content.server";
import { createStaffAccount } from "~/models/staff.server";
import { resetTwoFactor } from "~/models/two-factor.server";
import { env } from "~/utils/env.server";
import { mailContext } from "~/utils/mail-context.server";

import { describeUrl } from "../../db/connect";
import { migrateToLatest } from "../../db/migrate";

const USAGE = `Usage: npm run user -- create --role <${ROLES.join("|")}> --username <name> --email <address> --name <full name> [--password <password>]
       npm run user -- reset-2fa <username>`;

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
  const [command, username, ...extra] = parsed.positionals;
  if (command === "reset-2fa" && username && extra.length === 0) return resetSecondFactors(username);
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

/** `reset-2fa <username>`: the account's authenticator app, recovery codes and passkeys removed, its owner emailed. */
async function resetSecondFactors(username: string) {
  try {
    await startDatabase(migrateToLatest);
    const user = await db
      .selectFrom("users")
      .select("id")
      .where("username", "=", normalizeUsername(username))
      .executeTakeFirst();
    if (!user) {
      console.error(`No user is named ${username}.`);
      return 1;
    }
    // The settings as stored: the pages' cache would keep a PostgreSQL listener open, and the command running.
    const settings = (await latestContent("settings")) ?? settingsSeed;
    const result = await resetTwoFactor(COMMAND_LINE, user.id, { mail: await mailContext(settings) });
    console.log(
      result === "removed"
        ? `Two-factor sign-in of ${username} reset: they sign in with their password and set it up again.`
        : `${username} had no second factor to reset.`,
    );
    return 0;
  } catch (error) {
    console.error(`user reset-2fa failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await closeDatabase();
  }
}

process.exitCode = await main(process.argv.slice(2));
