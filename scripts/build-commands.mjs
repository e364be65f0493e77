// Bundles the command-line tools (app/cli/<name>.ts, in TypeScript like the code they use) into
// build/cli/<name>.js, so they run with plain node wherever the site runs, the container included.
// Packages stay external: node_modules resolves them at run time. The app's own modules (imported
// as ~/…, tsconfig's path) are bundled.
import { build } from "esbuild";
import { readFileSync } from "node:fs";

const manifest = JSON.parse(readFileSync("package.json", "utf8"));
const packages = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies });

await build({
  entryPoints: ["db-copy", "applications-purge", "user", "db-backup", "db-restore"].map((name) => `app/cli/${name}.ts`),
  outdir: "build/cli",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  external: packages.flatMap((name) => [name, `${name}/*`]),
  logLevel: "warning",
});
