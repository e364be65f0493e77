import { json } from "@remix-run/node";
import { describe, expect, it } from "vitest";

import { explainRefusedDataRequest, isRefusedRequest } from "./data-request.server";

/** What Remix answers a data request it refuses itself (errorResponseToJson in production). */
function remixRefusal(status: number) {
  return json({ message: "Unexpected Server Error" }, { status, headers: { "X-Remix-Error": "yes" } });
}

const post = new Request("http://site.test/contact?_data=routes%2Fnope", { method: "POST" });

describe("explainRefusedDataRequest", () => {
  it.each([
    [403, "This address does not have the data this request asks for."],
    [405, "POST is not allowed here."],
    [400, "This request could not be read."],
  ])("words Remix's %i", async (status, message) => {
    const response = explainRefusedDataRequest(remixRefusal(status), post);
    expect(response.status).toBe(status);
    expect(response.headers.get("X-Remix-Error")).toBe("yes");
    expect(await response.json()).toEqual({ message });
  });

  it("leaves every other answer as it is: the app's own refusals, crashes, successes", () => {
    const ours = json({ message: "Blog not found" }, { status: 404, headers: { "X-Remix-Catch": "yes" } });
    const crash = json({ message: "Unexpected Server Error" }, { status: 500, headers: { "X-Remix-Error": "yes" } });
    const fine = json({ ok: true });
    for (const response of [ours, crash, fine]) expect(explainRefusedDataRequest(response, post)).toBe(response);
  });
});

/** The shape of the router's ErrorResponse, as handleError receives it. */
const routerError = (status: number, statusText: string) => ({ status, statusText, internal: true, data: "Error: …" });

describe("isRefusedRequest", () => {
  it("is true for the router's 4xx only", () => {
    expect(isRefusedRequest(routerError(403, "Forbidden"))).toBe(true);
    expect(isRefusedRequest(routerError(500, "Internal Server Error"))).toBe(false);
    expect(isRefusedRequest(new Error("a bug"))).toBe(false);
  });
});
