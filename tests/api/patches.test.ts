// Each patch in patches/ (patches/README.md) is in place, whole, on the version it was made for:
// after an upgrade that patch-package could not patch, or that changed a patched file, this fails
// until the patch is made again (`npx patch-package <name>`) or dropped.
import { applyPatch, parsePatch, reversePatch } from "diff";
import fs from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";

const require = createRequire(import.meta.url);

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
      expect.arrayContaining(["@remix-run/react", "@remix-run/router", "react-router-dom", "better-sqlite3"]),
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
