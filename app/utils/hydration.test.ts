import { describe, expect, it } from "vitest";

import { HYDRATE, shouldHydrate } from "./hydration";

describe("shouldHydrate", () => {
  const page = { data: { title: "A page" } };

  it("loads React only when a matched route asks for it", () => {
    expect(shouldHydrate([{ data: {} }, page])).toBe(false);
    expect(shouldHydrate([{ data: {} }, { ...page, handle: HYDRATE }])).toBe(true);
    expect(shouldHydrate([{ data: {}, handle: { hydrate: false } }, page])).toBe(false);
  });

  it("asks a route's function with its loader data", () => {
    const handle = { hydrate: (data: unknown) => (data as { editable: boolean }).editable };
    expect(shouldHydrate([{ handle, data: { editable: true } }])).toBe(true);
    expect(shouldHydrate([{ handle, data: { editable: false } }])).toBe(false);
  });

  it("does not count a route whose loader failed: its error page needs no script", () => {
    expect(shouldHydrate([{ data: {} }, { handle: HYDRATE, data: undefined }])).toBe(false);
  });
});
