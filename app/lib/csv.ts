import { stringify } from "csv-stringify/sync";

// CSV for spreadsheets (RFC 4180 quoting, CRLF lines, a UTF-8 byte order mark so Excel reads
// accents), safe from formula injection: a text cell that a spreadsheet would run as a formula
// (starting with = + - @, a tab or a carriage return, per OWASP) is written with a leading quote.

const FORMULA_START = /^[=+\-@\t\r]/;

type Cell = string | number | null | undefined;

function safeCell(value: Cell) {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return value;
  return FORMULA_START.test(value) ? `'${value}` : value;
}

export function toCsv(header: string[], rows: Cell[][]) {
  return stringify([header, ...rows.map((row) => row.map(safeCell))], {
    bom: true,
    record_delimiter: "windows",
    // A lone carriage return would end the row in some spreadsheets: such cells are quoted too.
    quoted_match: /\r/,
  });
}
