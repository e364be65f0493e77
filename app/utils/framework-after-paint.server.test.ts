import { describe, expect, test } from "vitest";

import { FRAMEWORK_STARTER, HELD_MODULE_TYPE, holdFrameworkUntilPainted } from "./framework-after-paint.server";
import { inlineScriptHashes } from "./security.server";

const MODULE = 'import * as route0 from "/build/root-A.js";\nimport("/build/entry.client-B.js");';
const PAGE =
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/build/app.css"/></head><body><main>Hi</main>' +
  '<link rel="modulepreload" href="/build/entry.client-B.js"/><link rel="modulepreload" href="/build/root-A.js"/>' +
  "<script>window.__remixContext = {};</script>" +
  `<script type="module" async="">${MODULE}</script>` +
  "<script>window.__remixContext.streamController.close();</script></body></html>";

describe("holdFrameworkUntilPainted", () => {
  const held = holdFrameworkUntilPainted(PAGE);
  const heldMarkup = held.replace(`<script>${FRAMEWORK_STARTER}</script>`, "");

  test("writes the module script as a data block, followed by the starter, in the same place", () => {
    expect(held).toContain(
      `<script type="${HELD_MODULE_TYPE}">${MODULE}</script><script>${FRAMEWORK_STARTER}</script>` +
        "<script>window.__remixContext.streamController.close();</script>",
    );
    expect(heldMarkup).not.toContain('type="module"');
  });

  test("keeps every preload where it was, with a media query that matches nothing", () => {
    expect(held).toContain(
      '<link rel="modulepreload" media="not all" href="/build/entry.client-B.js"/>' +
        '<link rel="modulepreload" media="not all" href="/build/root-A.js"/>',
    );
    expect(heldMarkup.match(/modulepreload/g)).toHaveLength(2);
  });

  test("changes nothing else: the stylesheet, the page, the data scripts", () => {
    const withoutHeld = heldMarkup
      .replace(`<script type="${HELD_MODULE_TYPE}">`, '<script type="module" async="">')
      .replaceAll(' media="not all"', "");
    expect(withoutHeld).toBe(PAGE);
  });

  test("the page's CSP allows the starter and the module script the starter makes from the data block", () => {
    const hashes = inlineScriptHashes(held);
    expect(hashes).toEqual(expect.arrayContaining(inlineScriptHashes(`<script>${FRAMEWORK_STARTER}</script>`)));
    expect(hashes).toEqual(expect.arrayContaining(inlineScriptHashes(`<script type="module">${MODULE}</script>`)));
  });

  test("the starter is a script a browser can parse (the browser tests run it)", () => {
    expect(() => new Function(FRAMEWORK_STARTER)).not.toThrow();
    expect(FRAMEWORK_STARTER.length).toBeLessThan(1024);
  });

  test("leaves a page without a module script as it is", () => {
    const page = "<!DOCTYPE html><html><body><main>Hi</main></body></html>";
    expect(holdFrameworkUntilPainted(page)).toBe(page);
  });
});
