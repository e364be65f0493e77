import { describe, expect, it } from "vitest";

import { camelCaseRow } from "./camel-case.server";

describe("camelCaseRow", () => {
  it("renames every column to camelCase and keeps the values, nulls included", () => {
    const row = { id: 7, starts_at: "2026-01-01T09:00:00.000Z", handled_at: null, a_b_c: 1 };
    expect(camelCaseRow(row)).toStrictEqual({ id: 7, startsAt: "2026-01-01T09:00:00.000Z", handledAt: null, aBC: 1 });
  });
});
