// The single-fetch answers made outside Remix's handler (server/single-fetch.js) read back with the
// decoder Remix's client runs in the browser: what the route's error boundary gets.
import { isRouteErrorResponse } from "@remix-run/react";
// The browser's decoder itself, not a public export: the check is that our bytes are what it reads.
import { decodeViaTurboStream } from "@remix-run/react/dist/single-fetch.js";
import { describe, expect, it } from "vitest";

import { encodeThrownData, isSingleFetchPath, pagePathname, routesAskedFor } from "../../server/single-fetch.js";

async function decodedByRemix(body: ReadableStream<Uint8Array>) {
  const { value } = await decodeViaTurboStream(body, globalThis);
  return value as Record<string, { error: unknown }>;
}

describe("a refusal encoded for a page's data request", () => {
  it("reaches a write's route as the ErrorResponse a thrown data({ message }, 429) makes", async () => {
    const { error } = await decodedByRemix(encodeThrownData(null, 429, { message: "Too many requests." }));
    expect(isRouteErrorResponse(error)).toBe(true);
    expect(error).toMatchObject({
      status: 429,
      statusText: "Too Many Requests",
      data: { message: "Too many requests." },
    });
  });

  it("reaches each route a read loads", async () => {
    const routes = ["root", "routes/_public", "routes/_public.careers"];
    const value = await decodedByRemix(encodeThrownData(routes, 503, { message: "Back soon." }));
    expect(Object.keys(value)).toEqual(routes);
    for (const id of routes) expect(value[id]!.error).toMatchObject({ status: 503, data: { message: "Back soon." } });
  });
});

describe("data request URLs", () => {
  it("name their page", () => {
    expect(isSingleFetchPath("/careers.data?_routes=root")).toBe(true);
    expect(isSingleFetchPath("/careers?q=x.data")).toBe(false);
    expect(pagePathname("/careers/4/apply.data")).toBe("/careers/4/apply");
    expect(pagePathname("/_root.data")).toBe("/");
    expect(pagePathname("/about")).toBe("/about");
  });

  it("name the routes a read asks for, else the root", () => {
    expect(routesAskedFor("/careers.data?_routes=root,routes%2F_public.careers")).toEqual([
      "root",
      "routes/_public.careers",
    ]);
    expect(routesAskedFor("/careers.data")).toEqual(["root"]);
  });
});
