// Which Vitest files the PostgreSQL pass of `npm test` runs: those whose imports reach the database
// or a server (the app's database module, the test databases, the server harnesses). A file that
// reaches neither checks pure code, which the engine cannot change; it runs once, on SQLite.
// Detected from each file's import graph (esbuild resolves it without writing anything), so a new
// test is placed by what it imports, not by a list someone must remember to update.
import { build } from "esbuild";
import { execFileSync } from "node:child_process";
import path from "node:path";

/** Reaching any of these means the file opens a database, or starts a server that does. */
const ENGINE_MODULES = [
  "db/connect.ts",
  "app/db.server.ts",
  "tests/databases.ts",
  "tests/api/harness.ts",
  "tests/server-process.ts",
  "scripts/test-servers.mjs",
];

/** The Vitest files of the checkout (vitest.config.ts's include), as git knows them. */
function unitTestFiles() {
  const listed = execFileSync("git", [
    "ls-files",
    "--cached",
    "--others",
    "--exclude-standard",
    "*.test.ts",
    "*.test.tsx",
  ])
    .toString()
    .split("\n");
  return listed.filter((file) => /^(app|db|tests\/api|tests\/routes)\//.test(file)).sort();
}

/** Resolves the `~/` alias to app/ and leaves packages out: only our own files make the graph. */
const ourFilesOnly = {
  name: "our-files-only",
  setup(builder) {
    builder.onResolve({ filter: /^~\// }, (args) =>
      builder.resolve(`./app/${args.path.slice(2)}`, { kind: args.kind, resolveDir: process.cwd() }),
    );
    builder.onResolve({ filter: /^[^./~]/ }, (args) => ({ path: args.path, external: true }));
  },
};

/**
 * The files of the checkout `file` imports, directly or not (paths relative to the checkout); null
 * when esbuild cannot follow them, and the file then runs on both engines.
 */
async function importGraph(file) {
  const result = await build({
    entryPoints: [file],
    bundle: true,
    write: false,
    metafile: true,
    platform: "node",
    format: "esm",
    logLevel: "silent",
    plugins: [ourFilesOnly],
  }).catch(() => null);
  return result && Object.keys(result.metafile.inputs).map((input) => path.normalize(input));
}

/** The unit test files (by default all of them) split by whether they reach the database or a server. */
export async function classifyUnitTests(files = unitTestFiles()) {
  const engine = [];
  const pure = [];
  for (const file of files) {
    const graph = await importGraph(file);
    (!graph || ENGINE_MODULES.some((module) => graph.includes(module)) ? engine : pure).push(file);
  }
  return { engine, pure };
}
