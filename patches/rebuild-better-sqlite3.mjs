// After patch-package (postinstall): better-sqlite3 compiled itself during its own install, before
// its patch here applied. Compiled against Node 24.19+'s headers without that patch, it aborts the
// process whenever V8 collects a statement outside any context, so compile it again. A binary without
// the hook (the patch applied, or Node before 24.19, or a prebuilt one) is kept.
import { execFileSync } from "node:child_process";
import fs from "node:fs";

const dir = "node_modules/better-sqlite3";
const binary = `${dir}/build/Release/better_sqlite3.node`;

if (fs.existsSync(binary) && fs.readFileSync(binary).includes("RemoveEnvironmentCleanupHook")) {
  console.log("[postinstall] better-sqlite3: compiling its binding again with its patch (Node 24.19+ headers)…");
  if (fs.existsSync(`${dir}/build/Makefile`)) {
    // Only the binding: SQLite's generated sources are marked old (-o) so make does not copy and
    // compile them again (a minute or more on two cores).
    const generated = ["sqlite3.c", "sqlite3.h", "sqlite3ext.h"].flatMap((file) => [
      "-o",
      `Release/obj/gen/sqlite3/${file}`,
    ]);
    execFileSync("make", ["-C", "build", "BUILDTYPE=Release", ...generated], { cwd: dir, stdio: "inherit" });
  } else {
    // npm gives install scripts its own node-gyp.
    const nodeGyp = process.env.npm_config_node_gyp;
    const args = ["rebuild", "--release"];
    if (nodeGyp) execFileSync(process.execPath, [nodeGyp, ...args], { cwd: dir, stdio: "inherit" });
    else execFileSync("node-gyp", args, { cwd: dir, stdio: "inherit" });
  }
}
