import { readFile } from "node:fs/promises";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";

import { bundlePageScript, PAGE_SCRIPT_MODULE, pageScriptModule } from "../../scripts/page-script.mjs";

describe("the page script", () => {
  it("is named for what app/page-script's sources give (run `npm run build` after changing them)", async () => {
    const { fileName } = await bundlePageScript();
    expect(await readFile(PAGE_SCRIPT_MODULE, "utf8")).toBe(pageScriptModule(fileName));
  });

  // Issue 38's budget for what every page loads; the search dialog's file loads when first opened.
  it("stays small: under 3 KB compressed, the search dialog's own file under 2 KB", async () => {
    const { code, searchDialog } = await bundlePageScript();
    expect(gzipSync(code).length).toBeLessThan(3 * 1024);
    expect(gzipSync(searchDialog.code).length).toBeLessThan(2 * 1024);
  });
});
