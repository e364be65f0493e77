import { afterEach, describe, expect, it, vi } from "vitest";

import type { PageViewFacts } from "~/lib/page-view";
import { pageViewFacts } from "~/lib/page-view.testing";

import { createPageViewBuffer } from "./page-view-buffer.server";
import { DatabaseBusyError } from "../../db/database-errors";

afterEach(() => vi.useRealTimers());

const view = (url: string) => pageViewFacts("2026-11-27T08:00:00Z", { url });

function recorder() {
  const batches: string[][] = [];
  let failWith: Error | null = null;
  return {
    batches,
    failNext: (error: Error | null) => (failWith = error),
    write: async (views: PageViewFacts[]) => {
      if (failWith) throw failWith;
      batches.push(views.map((one) => one.url));
    },
  };
}

describe("createPageViewBuffer", () => {
  it("writes the views it noted in one batch every few seconds, and nothing when there is none", async () => {
    vi.useFakeTimers();
    const writer = recorder();
    const buffer = createPageViewBuffer({ write: writer.write, flushEveryMs: 5_000 });
    buffer.note(view("/"));
    buffer.note(view("/about"));
    buffer.note({ ...view("/admin"), url: "/admin" }); // not a page view: never buffered
    expect(buffer.size()).toBe(2);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(writer.batches).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(writer.batches).toEqual([["/", "/about"]]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(writer.batches).toHaveLength(1);
  });

  it("keeps the views while the database is busy, up to its bound, the oldest dropped first", async () => {
    const writer = recorder();
    const buffer = createPageViewBuffer({ write: writer.write, maxBuffered: 3 });
    buffer.note(view("/1"));
    buffer.note(view("/2"));
    writer.failNext(new DatabaseBusyError("The database is busy"));
    await buffer.flush();
    expect(buffer.size()).toBe(2);
    buffer.note(view("/3"));
    buffer.note(view("/4"));
    expect(buffer.size()).toBe(3);
    writer.failNext(null);
    await buffer.flush();
    expect(writer.batches).toEqual([["/2", "/3", "/4"]]);
    expect(buffer.size()).toBe(0);
  });

  it("writes what is buffered when asked (at shutdown), after a write under way", async () => {
    let release = () => {};
    const written: string[][] = [];
    const buffer = createPageViewBuffer({
      write: async (views) => {
        await new Promise<void>((resolve) => (release = resolve));
        written.push(views.map((one) => one.url));
      },
    });
    buffer.note(view("/a"));
    const first = buffer.flush();
    buffer.note(view("/b"));
    const last = buffer.flush();
    release();
    await first;
    await expect.poll(() => written).toHaveLength(1);
    release();
    await last;
    expect(written).toEqual([["/a"], ["/b"]]);
  });
});
