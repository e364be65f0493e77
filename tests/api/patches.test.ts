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
      expect.arrayContaining([
        "@remix-run/react",
        "@remix-run/router",
        "@remix-run/server-runtime",
        "react-router-dom",
        "better-sqlite3",
        "react-dom",
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

describe("react-dom's stream render (patched)", () => {
  // A character of several bytes that does not fit in the rest of React's 2,048-byte buffer: the
  // published 18.3.1 sent the whole buffer, its unwritten end as NUL bytes, into the page.
  it.each([0, 1, 2, 3])("writes a multi-byte character at a buffer's end whole (offset %i)", async (offset) => {
    const { renderToPipeableStream } = await import("react-dom/server");
    const { createElement } = await import("react");
    const { PassThrough } = await import("node:stream");
    const { text } = await import("node:stream/consumers");
    const words = ["x".repeat(2030 + offset), "› ".repeat(40)];
    const html = await new Promise<string>((resolve, reject) => {
      const { pipe } = renderToPipeableStream(createElement("p", null, ...words), {
        onAllReady() {
          const out = new PassThrough();
          pipe(out);
          text(out).then(resolve, reject);
        },
        onShellError: reject,
      });
    });
    expect(html).not.toContain("\u0000");
    expect(html).toContain(words[1]!.trim());
  });
});
