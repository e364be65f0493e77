import { describe, expect, it } from "vitest";

import { isRefusedRequest } from "./data-request.server";

/** The shape of the router's ErrorResponse, as handleError receives it. */
const routerError = (status: number, statusText: string) => ({ status, statusText, internal: true, data: "Error: …" });

describe("isRefusedRequest", () => {
  it("is true for the router's 4xx only", () => {
    expect(isRefusedRequest(routerError(403, "Forbidden"))).toBe(true);
    expect(isRefusedRequest(routerError(500, "Internal Server Error"))).toBe(false);
    expect(isRefusedRequest(new Error("a bug"))).toBe(false);
  });
});
