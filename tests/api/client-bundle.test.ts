// The browser build as scripts/rebundle-client.mjs leaves it (run `npm run build` first): both copies
// of the asset manifest name the same files, every file they name exists, code loaded on demand stays
// out of first loads, and a hydrating page loads a handful of files instead of dozens.
import fs from "node:fs";
import { describe, expect, it } from "vitest";

type Assets = { module: string; imports?: string[] };
type Manifest = { entry: Assets; routes: Record<string, Assets & { id: string }>; version: string; url: string };

const ASSETS = "public/build";

function clientManifest(): Manifest {
  const name = fs.readdirSync(ASSETS).find((file) => /^manifest-\w+\.js$/.test(file));
  if (!name) throw new Error(`No manifest in ${ASSETS}: run \`npm run build\` first`);
  const text = fs.readFileSync(`${ASSETS}/${name}`, "utf8");
  return JSON.parse(text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1));
}

function serverManifest(): Manifest {
  const line = /^var assets_manifest_default = (\{.*\});$/m.exec(fs.readFileSync("build/index.js", "utf8"));
  if (!line) throw new Error("build/index.js holds no assets manifest");
  return JSON.parse(line[1]!);
}

const fileOf = (url: string) => `${ASSETS}/${url.slice("/build/".length)}`;

/** The files a page of these routes loads before it runs: the entry's, the root's and theirs. */
function firstLoad(manifest: Manifest, routeIds: string[]) {
  const routes = [manifest.entry, ...["root", ...routeIds].map((id) => manifest.routes[id]!)];
  return new Set(routes.flatMap((route) => [route.module, ...(route.imports ?? [])]));
}

describe("the browser build", () => {
  const manifest = clientManifest();

  it("names the same files in the browser's manifest and the server's", () => {
    expect(serverManifest()).toEqual(manifest);
    expect(manifest.url).toBe(`/build/manifest-${manifest.version.toUpperCase()}.js`);
  });

  it("holds every file the manifest names", () => {
    const named = [manifest.entry, ...Object.values(manifest.routes)].flatMap((route) => [
      route.module,
      ...(route.imports ?? []),
    ]);
    expect(named.filter((url) => !fs.existsSync(fileOf(url)))).toEqual([]);
  });

  it("keeps the editor and the toaster out of every page's first load", () => {
    const preloaded = Object.values(manifest.routes).flatMap((route) => route.imports ?? []);
    expect(preloaded.filter((url) => /rich-text-editor|sonner-toaster/.test(url))).toEqual([]);
  });

  it("loads a hydrating page in a handful of files", () => {
    for (const page of [
      ["routes/_public", "routes/_public.careers"],
      ["routes/_public", "routes/_public.login"],
      ["routes/_admin", "routes/_admin.admin.jobs._index"],
      ["routes/_admin", "routes/_admin.admin.blogs.$id"],
    ]) {
      expect(firstLoad(manifest, page).size, page.join(" + ")).toBeLessThanOrEqual(20);
    }
  });
});
