// Bundles the command-line tools (written in TypeScript beside the code they use) into
// build/cli/, so they run with plain node wherever the site runs, the container included.
// Packages stay external: node_modules resolves them at run time.
import { build } from "esbuild";

await build({
  entryPoints: { "db-copy": "db/copy-command.ts", "applications-purge": "db/purge-applications-command.ts" },
  outdir: "build/cli",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  logLevel: "warning",
});
