// The entry of build/cli/db-restore.js (see backup-command.ts).
import { main } from "./backup-command";

process.exitCode = await main("restore", process.argv.slice(2));
