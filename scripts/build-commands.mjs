// Bundles the command-line tools (written in TypeScript beside the code they use) into
// build/cli/, so they run with plain node wherever the site runs, the container included.
// Packages stay external: node_modules resolves them at run time. The app's own modules (imported
// as ~/…, tsconfig's path) are bundled.
import { build } from "esbuild";
import { readFileSync } from "node:fs";

const manifest = JSON.parse(readFileSync("package.json", "utf8"));
const packages = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies });

await build({
  entryPoints: {
    "db-copy": "db/copy-command.ts",
    "applications-purge": "db/purge-applications-command.ts",
    user: "db/user-command.ts",
    "db-backup": "db/backup-cli.ts",
    "db-restore": "db/restore-cli.ts",
  },
  outdir: "build/cli",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  external: packages.flatMap((name) => [name, `${name}/*`]),
  logLevel: "warning",
});
