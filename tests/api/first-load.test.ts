// What a page that hydrates loads before it can run: the client entry, its route modules and their
// static imports, read from the build's metafile (run `npm run build` first). Code a page uses only
// sometimes (the editor, the toaster) loads when used; rules only the server applies (zod's schemas,
// the rate limits, the slot rules) stay off the pages that do not show them.
import fs from "node:fs";
import { describe, expect, it } from "vitest";

type Import = { path: string; kind: string };
type Output = { entryPoint?: string; imports: Import[]; inputs: Record<string, unknown> };

const METAFILE = "build/metafile.js.json";

/** Each browser entry (`root.tsx`, `routes/…`, `entry.client.tsx`) and the sources its first load holds. */
function firstLoads() {
  if (!fs.existsSync(METAFILE)) throw new Error(`${METAFILE} is missing: run \`npm run build\` first`);
  const outputs: Record<string, Output> = JSON.parse(fs.readFileSync(METAFILE, "utf8")).outputs;
  const sourcesFrom = (start: string) => {
    const seen = new Set<string>();
    const pending = [start];
    for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
      if (seen.has(file)) continue;
      seen.add(file);
      for (const { path, kind } of outputs[file]?.imports ?? []) if (kind === "import-statement") pending.push(path);
    }
    return [...seen].flatMap((file) => Object.keys(outputs[file]?.inputs ?? {}));
  };
  // Chunks imported dynamically (the editor, the toaster) are entry points too, but no page's first load.
  const isPageEntry = (entryPoint = "") =>
    entryPoint.startsWith("browser-route-module:") || entryPoint === "app/entry.client.tsx";
  return Object.entries(outputs).flatMap(([file, { entryPoint }]) =>
    isPageEntry(entryPoint)
      ? [
          {
            entry: entryPoint!.replace(/^browser-route-module:|\?browser$/g, "").replace(/^app\//, ""),
            sources: sourcesFrom(file),
          },
        ]
      : [],
  );
}

/** The entries whose first load holds a file of `pkg`. */
function entriesLoading(pkg: RegExp) {
  return firstLoads()
    .filter(({ sources }) => sources.some((source) => pkg.test(source)))
    .map(({ entry }) => entry)
    .sort();
}

describe("what a page loads first", () => {
  it("finds every route module in the build", () => {
    const entries = firstLoads().map(({ entry }) => entry);
    expect(entries).toEqual(
      expect.arrayContaining(["entry.client.tsx", "root.tsx", "routes/_public.careers/route.tsx", "routes/_admin.tsx"]),
    );
  });

  it("loads the rich-text editor and the toaster only when a page shows them", () => {
    expect(entriesLoading(/node_modules\/(@tiptap|prosemirror-[a-z]+)\//)).toEqual([]);
    expect(entriesLoading(/node_modules\/sonner\//)).toEqual([]);
  });

  it("keeps the rate-limit rules on the server: the sign-in page shows their refusal from its action", () => {
    expect(entriesLoading(/^app\/lib\/rate-limits\.ts$/)).toEqual([]);
  });

  it("loads the booking slot rules where a page shows times, not on careers or the application form", () => {
    const slotPages = entriesLoading(/^app\/lib\/slots\.ts$/);
    expect(slotPages).toContain("routes/_public.appointment/route.tsx");
    expect(slotPages).not.toContain("routes/_public.careers/route.tsx");
    expect(slotPages).not.toContain("routes/_public.careers_.$id.apply/route.tsx");
  });

  // The content editor builds its form from the documents' definitions, zod schemas included; the
  // content pages read their slugs from those definitions (they hydrate no more: issue 38).
  it("keeps zod on the server except where the content editor and the content pages read the documents", () => {
    expect(entriesLoading(/node_modules\/zod\//)).toEqual([
      "routes/_admin.admin.pages.$key.tsx",
      "routes/_admin.admin.pages.new.tsx",
      "routes/_public.$slug/route.tsx",
      "routes/_public.studio.$name/route.tsx",
      "routes/_public.studio._index/route.tsx",
    ]);
  });
});
