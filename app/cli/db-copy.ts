// `npm run db:copy -- <from> <to>`: copies the site's database between engines. Each side is a
// SQLite file path or a postgres:// URL, e.g.
//   npm run db:copy -- data/app.db postgres://app:secret@db.internal:5432/site
// Stop the site (or keep it from writing) while it runs. Built to build/cli/db-copy.js.
import { describeUrl, openDatabase, type DatabaseConfig } from "../../db/connect";
import { copyDatabase } from "../../db/copy";

const USAGE =
  "Usage: npm run db:copy -- <from> <to>   (each a SQLite file path or a postgres:// URL; the target must be empty)";

function configFor(location: string): DatabaseConfig {
  return /^postgres(ql)?:\/\//.test(location) ? { url: location, path: "" } : { url: null, path: location };
}

function describe(location: string) {
  return configFor(location).url ? describeUrl(location) : location;
}

async function main(args: string[]) {
  const [from, to] = args;
  if (!from || !to || args.length !== 2) {
    console.error(USAGE);
    return 2;
  }
  if (from === to) {
    console.error("The source and the target are the same database.");
    return 2;
  }
  const source = openDatabase(configFor(from));
  const target = openDatabase(configFor(to));
  try {
    console.log(`Copying ${describe(from)} → ${describe(to)}…`);
    const counts = await copyDatabase(source.db, target.db);
    const width = Math.max(...counts.map((count) => count.table.length));
    for (const count of counts) console.log(`  ${count.table.padEnd(width)}  ${String(count.target).padStart(7)} rows`);
    const total = counts.reduce((sum, count) => sum + count.target, 0);
    console.log(`Done: ${total} rows in ${counts.length} tables, every count equal to its source.`);
    return 0;
  } catch (error) {
    console.error(`db:copy failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await Promise.allSettled([source.close(), target.close()]);
  }
}

process.exitCode = await main(process.argv.slice(2));
