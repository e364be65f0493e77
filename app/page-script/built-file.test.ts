import { readFile } from "node:fs/promises";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";

import { bundlePageScript, PAGE_SCRIPT_MODULE, pageScriptModule } from "../../scripts/page-script.mjs";

describe("the page script", () => {
  it("is named for what app/page-script's sources give (run `npm run build` after changing them)", async () => {
    const { fileName } = await bundlePageScript();
    expect(await readFile(PAGE_SCRIPT_MODULE, "utf8")).toBe(pageScriptModule(fileName));
  });

  it("stays small: under 3 KB compressed, as issue 38 asks of a page's standalone script", async () => {
    const { code } = await bundlePageScript();
    expect(gzipSync(code).length).toBeLessThan(3 * 1024);
  });
});
