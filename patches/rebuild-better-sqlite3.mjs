// After patch-package (postinstall): better-sqlite3 compiled itself during its own install, before
// its patch here applied. Compiled against Node 24.19+'s headers without that patch, it aborts the
// process whenever V8 collects a statement outside any context, so compile it again (its own source
// only: SQLite stays built). A binary without the hook (the patch applied, or Node before 24.19) is kept.
import { execFileSync } from "node:child_process";
import fs from "node:fs";

const dir = "node_modules/better-sqlite3";
const binary = `${dir}/build/Release/better_sqlite3.node`;

if (fs.existsSync(binary) && fs.readFileSync(binary).includes("RemoveEnvironmentCleanupHook")) {
  console.log("[postinstall] better-sqlite3: compiling again with its patch (Node 24.19+ headers)…");
  const args = fs.existsSync(`${dir}/build/Makefile`) ? ["build"] : ["rebuild", "--release"];
  // npm gives install scripts its own node-gyp.
  const nodeGyp = process.env.npm_config_node_gyp;
  if (nodeGyp) execFileSync(process.execPath, [nodeGyp, ...args], { cwd: dir, stdio: "inherit" });
  else execFileSync("node-gyp", args, { cwd: dir, stdio: "inherit" });
}
