// Each patch in patches/ (patches/README.md) is in place, whole, on the version it was made for:
// after an upgrade that patch-package could not patch, or that changed a patched file, this fails
// until the patch is made again (`npx patch-package <name>`) or dropped.
import { applyPatch, parsePatch, reversePatch } from "diff";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

import { routes as appRoutes, urlPath } from "../app-routes";
import { UNSAFE_SITE_PATHS } from "../unsafe-site-paths";

const require = createRequire(import.meta.url);
const ROUTER_FILE = "node_modules/@remix-run/router/dist/router.cjs.js";

/** patch-package's file names: the package (scope and name joined by "+") and its version, e.g. `@remix-run+router+1.23.4.patch`. */
function patchFiles() {
  return fs
    .readdirSync("patches")
    .filter((file) => file.endsWith(".patch"))
    .map((file) => {
      const [, name = "", version = ""] = /^(.+)\+([^+]+)\.patch$/.exec(file) ?? [];
      return { file, name: name.replaceAll("+", "/"), version };
    });
}

describe("patches/", () => {
  const patches = patchFiles();

  it("holds the patches patches/README.md describes", () => {
    expect(patches.map((patch) => patch.name)).toEqual(
      expect.arrayContaining([
        "@remix-run/react",
        "@remix-run/router",
        "@remix-run/server-runtime",
        "react-router-dom",
        "better-sqlite3",
      ]),
    );
  });

  it.each(patches)("$file was made for the installed version of $name", ({ name, version }) => {
    expect((require(`${name}/package.json`) as { version: string }).version).toBe(version);
  });

  it.each(patches)("$file is applied to every file it changes, each hunk exactly", ({ file }) => {
    for (const change of parsePatch(fs.readFileSync(`patches/${file}`, "utf8"))) {
      const path = (change.newFileName ?? "").replace(/^b\//, "");
      const installed = fs.readFileSync(path, "utf8");
      // Taken back out without fuzz, it leaves the published file; put in again, the installed one.
      const published = applyPatch(installed, reversePatch(change));
      expect(published, `${file}: ${path} is not the published file with this patch`).not.toBe(false);
      expect(applyPatch(published as string, change), path).toBe(installed);
    }
  });
});

/** The published file the patch in `file` changed at `installedPath`: the installed one with the patch taken back out. */
function publishedFile(file: string, installedPath: string) {
  const change = parsePatch(fs.readFileSync(`patches/${file}`, "utf8")).find(
    (each) => each.newFileName === `b/${installedPath}`,
  )!;
  return applyPatch(fs.readFileSync(installedPath, "utf8"), reversePatch(change)) as string;
}

type RouteObject = { id: string; path?: string; index?: boolean; caseSensitive?: boolean; children?: RouteObject[] };
type Match = { route: { id: string }; pathname: string; params: Record<string, string | undefined> };
type MatchRoutes = (routes: RouteObject[], location: string) => Match[] | null;

/** The app's route tree as the router reads it, from the flat-routes manifest. */
function routeTree(parentId: string): RouteObject[] {
  return Object.values(appRoutes)
    .filter((route) => route.parentId === parentId)
    .map(({ id, path, index, caseSensitive }) => ({ id, path, index, caseSensitive, children: routeTree(id) }));
}

describe("@remix-run/router's matching (patched)", () => {
  it("matches every address to the same routes and params as the published router", () => {
    const publishedPath = path.join(os.tmpdir(), `published-router-${process.pid}.cjs`);
    fs.writeFileSync(publishedPath, publishedFile("@remix-run+router+1.23.4.patch", ROUTER_FILE));
    const published = (require(publishedPath) as { matchRoutes: MatchRoutes }).matchRoutes;
    const installed = (require("@remix-run/router") as { matchRoutes: MatchRoutes }).matchRoutes;
    const routes = [{ id: "root", path: "", children: routeTree("root") }];
    const patterns = Object.keys(appRoutes).map(urlPath);
    const addresses = new Set(["", "/", "//", "/x", "/x/y/z", "/%41dmin", "/ADMIN/JOBS", "/api", "/api/", "/.data"]);
    for (const pattern of patterns) {
      const filled = pattern.replaceAll(/:\w+/g, "42").replaceAll("*", "a/b") || "/";
      for (const address of [
        filled,
        filled.toUpperCase(),
        `${filled}/`,
        `${filled}/more`,
        filled.replace(/^\//, ""),
        `/x${filled}`,
      ])
        addresses.add(address);
    }
    for (const [, unsafe] of UNSAFE_SITE_PATHS) addresses.add(unsafe);
    const summary = (matches: Match[] | null) =>
      matches?.map(({ route, pathname, params }) => ({ id: route.id, pathname, params })) ?? null;
    for (const address of addresses) {
      const expected = summary(published(routes, address));
      expect(summary(installed(routes, address)), address).toEqual(expected);
      // Again, from what the first match kept.
      expect(summary(installed(routes, address)), `${address}, again`).toEqual(expected);
    }
    expect(addresses.size).toBeGreaterThan(300);
  });

  it("gives each caller matches of its own: changing them changes no later match", () => {
    const installed = (require("@remix-run/router") as { matchRoutes: MatchRoutes }).matchRoutes;
    const routes = [{ id: "root", path: "", children: routeTree("root") }];
    const first = installed(routes, "/admin/jobs/42")!;
    expect(first.at(-1)!.params).toEqual({ id: "42" });
    first.at(-1)!.params.id = "changed";
    first.pop();
    const again = installed(routes, "/admin/jobs/42")!;
    expect(again).toHaveLength(first.length + 1);
    expect(again.at(-1)!.params).toEqual({ id: "42" });
    // One params object for the whole match, as the published router gives.
    expect(new Set(again.map((match) => match.params)).size).toBe(1);
  });
});
