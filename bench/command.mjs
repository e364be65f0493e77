// What every benchmark command does around its run: checks its command line and the build, stops
// its servers and removes its database whatever happens (an error, Ctrl-C, output piped into
// `head`), and exits 0 only when the run passed.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Runs `run(options, cleanups)` (resolving to whether it passed) in the project's folder, with the
 * options `parseOptions(args)` gives (an error prints it and `usage`, exit 2; `--help` prints
 * `usage`). Each function `run` pushes onto `cleanups` is awaited at the end, last first.
 */
export async function runCommand({ name, parseOptions, usage, run, args = process.argv.slice(2) }) {
  process.chdir(path.resolve(path.dirname(fileURLToPath(import.meta.url)), ".."));
  let options;
  try {
    options = parseOptions(args);
  } catch (error) {
    console.error(`${error.message}\n\n${usage}`);
    process.exit(2);
  }
  if (options.help) {
    console.log(usage);
    process.exit(0);
  }
  if (!fs.existsSync("build/index.js")) {
    console.error(`No build: run \`npm run build\` first (the ${name} measures the built site).`);
    process.exit(2);
  }

  for (const stream of [process.stdout, process.stderr]) stream.on("error", () => {});
  const cleanups = [];
  async function cleanUp() {
    while (cleanups.length)
      await cleanups
        .pop()()
        .catch((error) => console.error(`[${name}] cleaning up: ${error}`));
  }
  process.once("SIGINT", () => {
    console.error(`[${name}] interrupted: stopping the servers…`);
    cleanUp().finally(() => process.exit(130));
  });

  let passed = false;
  try {
    passed = await run(options, cleanups);
  } catch (error) {
    console.error(`[${name}] ${error instanceof Error ? error.stack : error}`);
  } finally {
    await cleanUp();
  }
  process.exit(passed ? 0 : 1);
}
