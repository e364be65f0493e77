// The advisories docs/dependencies.md says we take the fix for: every package it names is
// installed at the fixing version or later, so a lockfile or override that slips back fails here.
import fs from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";

const require = createRequire(import.meta.url);

/** The rows of the "Advisories we take the fix for" table: package, advisory, fixed-in version. */
function advisoryFloors() {
  const text = fs.readFileSync("docs/dependencies.md", "utf8");
  const section = text.split("## Advisories we take the fix for")[1]?.split("\n## ")[0] ?? "";
  return [...section.matchAll(/^\| `([^`]+)`\s*\| (GHSA-[\w-]+)\s*\| (\d+\.\d+\.\d+)\s*\|/gm)].map(
    ([, name = "", advisory = "", fixedIn = ""]) => ({ name, advisory, fixedIn }),
  );
}

function installedVersion(name: string): string {
  return (require(`${name}/package.json`) as { version: string }).version;
}

/** Compares two x.y.z versions numerically. */
function compareVersions(a: string, b: string) {
  const [left = [], right = []] = [a, b].map((version) => version.split(/[.-]/, 3).map(Number));
  for (let index = 0; index < 3; index++) {
    const difference = (left[index] ?? 0) - (right[index] ?? 0);
    if (difference !== 0) return Math.sign(difference);
  }
  return 0;
}

describe("dependency floors (docs/dependencies.md)", () => {
  const floors = advisoryFloors();

  it("reads the advisory table", () => {
    expect(floors.map((floor) => floor.name)).toEqual(
      expect.arrayContaining(["react-router-dom", "react-router", "@remix-run/router"]),
    );
  });

  it.each(floors)("$name is at $fixedIn or later ($advisory)", ({ name, fixedIn }) => {
    expect(
      compareVersions(installedVersion(name), fixedIn),
      `${name} ${installedVersion(name)}`,
    ).toBeGreaterThanOrEqual(0);
  });

  it("installs one copy of each routing package, the one Remix uses", () => {
    const remixReact = require.resolve("@remix-run/react");
    for (const name of ["react-router-dom", "react-router", "@remix-run/router"]) {
      const fromRemix = createRequire(remixReact)(`${name}/package.json`) as { version: string };
      expect(fromRemix.version, name).toBe(installedVersion(name));
    }
  });
});
