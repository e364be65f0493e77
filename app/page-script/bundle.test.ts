import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";

import { PAGE_SCRIPT_MODULE, pageScriptModule } from "../../scripts/page-script.mjs";

describe("the page script", () => {
  it("is what app/page-script's sources give (run `npm run build` after changing them)", async () => {
    expect(await readFile(PAGE_SCRIPT_MODULE, "utf8")).toBe(await pageScriptModule());
  });

  it("stays small: under 3 KB compressed, as issue 38 asks of a page's standalone script", async () => {
    const { PAGE_SCRIPT } = await import("./bundle.server");
    const { gzipSync } = await import("node:zlib");
    expect(gzipSync(PAGE_SCRIPT).length).toBeLessThan(3 * 1024);
  });
});
