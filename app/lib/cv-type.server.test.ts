import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

import { detectCvType } from "./cv-type.server";

const fixture = (name: string) => fs.readFileSync(path.resolve("tests/fixtures", name));

describe("detectCvType", () => {
  it("knows a PDF, a DOCX and a Word 97–2003 file by their bytes", async () => {
    expect((await detectCvType(fixture("cv.pdf")))?.mime).toBe("application/pdf");
    expect((await detectCvType(fixture("cv.docx")))?.mime).toBe(
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    );
    expect((await detectCvType(fixture("cv.doc")))?.mime).toBe("application/msword");
  });

  it("refuses a renamed program, a plain ZIP, a compound file that is not Word, and nothing", async () => {
    expect(await detectCvType(fixture("not-a-cv.pdf"))).toBeNull();
    expect(await detectCvType(fixture("plain-zip.docx"))).toBeNull();
    // The same compound file with its stream renamed, as an Excel or Outlook file would name it.
    const other = Buffer.from(fixture("cv.doc"));
    const name = Buffer.from("WordDocument", "utf16le");
    Buffer.from("Workbook\0\0\0\0", "utf16le").copy(other, other.indexOf(name));
    expect(await detectCvType(other)).toBeNull();
    expect(await detectCvType(new Uint8Array())).toBeNull();
    expect(await detectCvType(Buffer.from("MZ\x90\x00\x03\x00\x00\x00", "latin1"))).toBeNull();
  });
});
