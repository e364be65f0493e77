import { describe, expect, it } from "vitest";

import { toCsv } from "./csv";

describe("toCsv", () => {
  it("writes RFC 4180 CSV with CRLF lines and a byte order mark", () => {
    const csv = toCsv(["Name", "Note"], [["Asha, R.", 'Said "hi"\nthen left']]);
    expect(csv.startsWith("\ufeff")).toBe(true);
    expect(csv.slice(1)).toBe('Name,Note\r\n"Asha, R.","Said ""hi""\nthen left"\r\n');
  });

  it("escapes every cell a spreadsheet would run as a formula", () => {
    const csv = toCsv(["Cell"], [['=HYPERLINK("x")'], ["+1"], ["-2+3"], ["@SUM(A1)"], ["\tx"], ["\rx"], ["a=b"]]);
    const cells = csv.slice(1).split("\r\n").slice(1, -1);
    expect(cells).toEqual(['"\'=HYPERLINK(""x"")"', "'+1", "'-2+3", "'@SUM(A1)", "'\tx", '"\'\rx"', "a=b"]);
  });

  it("leaves numbers as numbers and empty values empty", () => {
    expect(toCsv(["A", "B", "C"], [[-5, null, undefined]]).slice(1)).toBe("A,B,C\r\n-5,,\r\n");
  });
});
