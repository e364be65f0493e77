// Re-bundles the browser build that Remix's classic compiler leaves in public/build into fewer,
// larger files, with Rollup, and rewrites both asset manifests (the browser's and the one inside the
// server build) to name them. Run after `remix build`, before the compressed copies are made.
//
// Why: esbuild splits shared code into one chunk per set of pages that use it, and has no setting
// to merge small ones: a hydrating page loaded 30 to 50 files on its first visit, most under a
// kilobyte, each a request. Here:
// - everything the client entry and the root route load (React, Remix, the shell) is one file;
// - a shared chunk under SMALL_CHUNK_BYTES joins one of three by who loads it: back-office pages
//   only, public pages only, or both;
// - a larger chunk, and code loaded only on demand (the editor, the toaster), keeps a file of its own.
// The modules and their code are esbuild's, as built; only how they are grouped into files changes.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { rollup } from "rollup";

const ASSETS = "public/build";
const PUBLIC_PATH = "/build/";
const SERVER_BUILD = "build/index.js";
const SMALL_CHUNK_BYTES = 1024;
/** The line of the server build that holds its copy of the manifest. */
const SERVER_MANIFEST = /^var assets_manifest_default = \{.*\};$/m;

/** @typedef {{ module: string, imports?: string[] }} EntryAssets */
/** @typedef {EntryAssets & { id: string, parentId?: string }} RouteAssets */
/** @typedef {{ entry: EntryAssets, routes: Record<string, RouteAssets>, version: string, url: string }} Manifest */

/** @returns {{ file: string, manifest: Manifest }} the browser's manifest, as Remix wrote it */
function readClientManifest() {
  const name = fs.readdirSync(ASSETS).find((file) => /^manifest-[\dA-Z]+\.js$/.test(file));
  if (!name) throw new Error(`No manifest in ${ASSETS}: run \`remix build\` first`);
  const text = fs.readFileSync(path.join(ASSETS, name), "utf8");
  return {
    file: path.join(ASSETS, name),
    manifest: JSON.parse(text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1)),
  };
}

/** @param {string} url a /build/… address @returns {string} its file */
const fileOf = (url) => path.resolve(ASSETS, url.slice(PUBLIC_PATH.length));

/**
 * Which part of the site a route belongs to, by its layout: the back office, the public site, or
 * neither (the root, resource routes).
 * @param {Manifest} manifest @param {string} id
 */
function areaOf(manifest, id) {
  for (let route = manifest.routes[id]; route; route = manifest.routes[route.parentId ?? ""]) {
    if (route.id === "routes/_admin") return "admin";
    if (route.id === "routes/_public") return "public";
  }
  return "common";
}

/**
 * Rollup's chunk for each module: `undefined` for the entries (the client entry and the route
 * modules, each its own file), a group's name or the module's own for the rest.
 * @param {Manifest} manifest @param {Record<string, string>} routeOfEntry route id by entry file
 */
function chunkAssigner(manifest, routeOfEntry) {
  /** @type {Map<string, Set<string>> | undefined} the entries that load each module before they run */
  let loadedBy;
  /** @param {(id: string) => import("rollup").ModuleInfo | null} getModuleInfo */
  const staticReach = (getModuleInfo) => {
    const reach = new Map();
    for (const [entryFile, routeId] of Object.entries(routeOfEntry)) {
      const pending = [entryFile];
      for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
        const users = reach.get(id) ?? new Set();
        if (users.has(routeId)) continue;
        users.add(routeId);
        reach.set(id, users);
        pending.push(...(getModuleInfo(id)?.importedIds ?? []));
      }
    }
    return reach;
  };
  /** @type {import("rollup").GetManualChunk} */
  return (id, { getModuleInfo }) => {
    if (id in routeOfEntry) return undefined;
    loadedBy ??= staticReach(getModuleInfo);
    const users = loadedBy.get(id);
    const ownName = path.basename(id, ".js");
    if (!users) return ownName; // loaded on demand only
    if (users.has("entry.client") || users.has("root")) return "framework";
    if (fs.statSync(id).size >= SMALL_CHUNK_BYTES) return ownName;
    const areas = new Set([...users].map((routeId) => areaOf(manifest, routeId)));
    return areas.size === 1 && !areas.has("common") ? `shared-${[...areas][0]}` : "shared-common";
  };
}

/** @param {string} text */
const shortHash = (text) => createHash("sha256").update(text).digest("hex").slice(0, 8);

async function rebundle() {
  const { file: oldManifestFile, manifest } = readClientManifest();
  /** @type {Record<string, string>} route id (or "entry.client") by entry file */
  const routeOfEntry = { [fileOf(manifest.entry.module)]: "entry.client" };
  for (const route of Object.values(manifest.routes)) routeOfEntry[fileOf(route.module)] = route.id;
  const entryName = (/** @type {string} */ routeId) =>
    routeId === "entry.client" || routeId === "root"
      ? routeId
      : `routes/${routeId.slice("routes/".length).replace(/[^\w.-]/g, "_")}`;

  const bundle = await rollup({
    input: Object.fromEntries(Object.entries(routeOfEntry).map(([file, routeId]) => [entryName(routeId), file])),
    // Each route module keeps its exports (Remix reads them by name).
    preserveEntrySignatures: "strict",
    plugins: [
      {
        name: "build-paths",
        resolveId: (source, importer) =>
          source.startsWith(PUBLIC_PATH)
            ? fileOf(source)
            : source.startsWith(".") && importer
              ? path.resolve(path.dirname(importer), source)
              : null,
      },
    ],
    onwarn(warning, warn) {
      if (warning.code !== "CIRCULAR_DEPENDENCY") warn(warning);
    },
  });
  const read = bundle.watchFiles.filter((file) => file.startsWith(path.resolve(ASSETS)));
  const { output } = await bundle.generate({
    format: "es",
    entryFileNames: "[name]-[hash].js",
    chunkFileNames: "_shared/[name]-[hash].js",
    manualChunks: chunkAssigner(manifest, routeOfEntry),
  });
  await bundle.close();

  // With their compressed copies, where an earlier build left them.
  for (const file of [...read, oldManifestFile])
    for (const copy of [file, `${file}.br`, `${file}.gz`]) fs.rmSync(copy, { force: true });
  /** Each entry module's chunk, by the module's file. */
  const entryChunk = new Map();
  for (const chunk of output) {
    if (chunk.type !== "chunk") throw new Error(`Unexpected asset ${chunk.fileName} in the re-bundle`);
    const file = path.resolve(ASSETS, chunk.fileName);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, chunk.code);
    if (chunk.facadeModuleId) entryChunk.set(chunk.facadeModuleId, chunk);
  }
  // Rollup lists every file an entry chunk needs before it runs among its imports (it hoists the
  // transitive ones): what Remix preloads with the module.
  const assetsOf = (/** @type {string} */ moduleUrl) => {
    const chunk = entryChunk.get(fileOf(moduleUrl));
    const imports = chunk.imports.map((name) => PUBLIC_PATH + name);
    return { module: PUBLIC_PATH + chunk.fileName, imports: imports.length ? imports : undefined };
  };

  const routes = Object.fromEntries(
    Object.entries(manifest.routes).map(([id, route]) => [id, { ...route, ...assetsOf(route.module) }]),
  );
  const unversioned = { ...manifest, entry: assetsOf(manifest.entry.module), routes, version: "", url: "" };
  const version = shortHash(JSON.stringify(unversioned));
  const rewritten = { ...unversioned, version, url: `${PUBLIC_PATH}manifest-${version.toUpperCase()}.js` };
  fs.writeFileSync(fileOf(rewritten.url), `window.__remixManifest=${JSON.stringify(rewritten)};`);

  const server = fs.readFileSync(SERVER_BUILD, "utf8");
  if (!SERVER_MANIFEST.test(server)) throw new Error(`${SERVER_BUILD} has no assets manifest line to rewrite`);
  fs.writeFileSync(
    SERVER_BUILD,
    server.replace(SERVER_MANIFEST, () => `var assets_manifest_default = ${JSON.stringify(rewritten)};`),
  );
  console.log(`[build] re-bundled ${read.length} browser files into ${output.length} (${ASSETS})`);
}

await rebundle();
