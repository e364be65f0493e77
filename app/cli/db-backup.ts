// The entry of build/cli/db-backup.js (see backup-command.ts).
import { main } from "./backup-command";

process.exitCode = await main("backup", process.argv.slice(2));
