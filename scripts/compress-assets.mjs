// Writes a brotli (.br) and a gzip (.gz) copy beside every compressible file of the built assets
// (public/build), at the highest levels, once per build: the server sends them as they are
// (server/app.js) instead of compressing each answer again.
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";

const ASSETS = "public/build";
const COMPRESSIBLE = new Set([".js", ".css", ".map", ".svg", ".json", ".txt"]);
/** Below this a compressed copy saves less than the headers cost. */
const MIN_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const files = fs
  .readdirSync(ASSETS, { recursive: true, encoding: "utf8" })
  .map((name) => path.join(ASSETS, name))
  .filter((file) => COMPRESSIBLE.has(path.extname(file)) && fs.statSync(file).size >= MIN_BYTES);

await Promise.all(
  files.map(async (file) => {
    const source = await fs.promises.readFile(file);
    const [br, gz] = await Promise.all([
      brotli(source, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        },
      }),
      gzip(source, { level: zlib.constants.Z_BEST_COMPRESSION }),
    ]);
    await Promise.all([fs.promises.writeFile(`${file}.br`, br), fs.promises.writeFile(`${file}.gz`, gz)]);
  }),
);
console.log(`[build] compressed ${files.length} assets in ${ASSETS} (.br and .gz beside each)`);
