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

const BUILD_OPTIONS = {
  bundle: true,
  write: false,
  metafile: true,
  platform: "node",
  format: "esm",
  logLevel: "silent",
  outdir: "classify", // never written: esbuild only needs it to name one output per entry
  plugins: [ourFilesOnly],
};

/**
 * Per file, the files of the checkout it imports, directly or not (paths relative to the
 * checkout); null when esbuild cannot follow them, and the file then runs on both engines. One
 * build for all of them (a build per file took ten times as long); when it fails, one per file
 * finds which.
 */
async function importGraphs(files) {
  const result = await build({ ...BUILD_OPTIONS, entryPoints: files }).catch(() => null);
  if (!result) {
    if (files.length === 1) return new Map([[path.normalize(files[0]), null]]);
    const graphs = new Map();
    for (const file of files) for (const entry of await importGraphs([file])) graphs.set(...entry);
    return graphs;
  }
  // The metafile lists every file read with its imports; each entry's graph is what it reaches.
  const { inputs } = result.metafile;
  const reached = (entry) => {
    const seen = new Set([entry]);
    for (const file of seen) {
      for (const imported of inputs[file]?.imports ?? []) if (!imported.external) seen.add(imported.path);
    }
    return [...seen].map((file) => path.normalize(file));
  };
  return new Map(files.map((file) => [path.normalize(file), reached(path.normalize(file))]));
}

/** The unit test files (by default all of them) split by whether they reach the database or a server. */
export async function classifyUnitTests(files = unitTestFiles()) {
  const graphs = await importGraphs(files);
  const engine = [];
  const pure = [];
  for (const file of files) {
    const graph = graphs.get(path.normalize(file));
    (!graph || ENGINE_MODULES.some((module) => graph.includes(module)) ? engine : pure).push(file);
  }
  return { engine, pure };
}
