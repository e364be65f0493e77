// `npm run db:backup -- <file>`: an online backup of the site's SQLite database (DATABASE_PATH)
// into a new file, while the site keeps serving. `npm run db:restore -- <file> [--force]`: the
// backup back into DATABASE_PATH (stop the site first), refused over a database that holds data
// unless --force. Both print each table's rows and checksum. PostgreSQL: pg_dump and pg_restore
// (README, "Backups"). Built to build/cli/db-backup.js and build/cli/db-restore.js.
import { backupSqlite, restoreSqlite, type TableSummary } from "../../db/backup";

const DATABASE_PATH = process.env.DATABASE_PATH || "data/app.db";

function print(tables: TableSummary[]) {
  const width = Math.max(...tables.map((table) => table.table.length));
  for (const { table, rows, sha256 } of tables) {
    console.log(`  ${table.padEnd(width)}  ${String(rows).padStart(8)} rows  sha256 ${sha256.slice(0, 16)}`);
  }
  console.log(`${tables.reduce((sum, table) => sum + table.rows, 0)} rows in ${tables.length} tables; integrity ok.`);
}

export async function main(command: "backup" | "restore", args: string[]) {
  const force = args.includes("--force");
  const files = args.filter((arg) => arg !== "--force");
  if (files.length !== 1 || (command === "backup" && force)) {
    console.error(
      command === "backup"
        ? "Usage: npm run db:backup -- <new file>"
        : "Usage: npm run db:restore -- <backup file> [--force]",
    );
    return 2;
  }
  if (process.env.DATABASE_URL) {
    console.error(
      "DATABASE_URL names a PostgreSQL database: back it up with pg_dump and restore it with pg_restore (README, Backups).",
    );
    return 2;
  }
  try {
    if (command === "backup") {
      console.log(`Backing up ${DATABASE_PATH} → ${files[0]}…`);
      print(backupSqlite(DATABASE_PATH, files[0]!));
    } else {
      console.log(`Restoring ${files[0]} → ${DATABASE_PATH}…`);
      print(await restoreSqlite(files[0]!, DATABASE_PATH, { force }));
    }
    return 0;
  } catch (error) {
    console.error(`db:${command} failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}
