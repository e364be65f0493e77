import { describe, expect, it } from "vitest";

import { pageVersionTracker } from "./page-version";

// A fake database: a content version and the go-live moments of scheduled posts, and a fake clock.
function setup(publications: number[]) {
  const world = { version: 7, now: 1_000, reads: 0 };
  const current = pageVersionTracker({
    contentVersion: async () => world.version,
    nextPublication: async (now) => {
      world.reads += 1;
      return publications.filter((at) => at > now).sort((a, b) => a - b)[0] ?? null;
    },
    clock: () => world.now,
  });
  return { world, current };
}

describe("the page version", () => {
  it("stays while nothing is written and no scheduled post goes live", async () => {
    const { world, current } = setup([]);
    const first = await current();
    world.now += 60 * 60 * 1000;
    expect(await current()).toBe(first);
    expect(world.reads).toBe(1);
  });

  it("changes at the moment a scheduled post goes live, not a millisecond before", async () => {
    const { world, current } = setup([5_000, 9_000]);
    const before = await current();
    world.now = 4_999;
    expect(await current()).toBe(before);
    world.now = 5_000;
    const live = await current();
    expect(live).not.toBe(before);
    world.now = 8_000;
    expect(await current()).toBe(live);
    world.now = 9_500;
    expect(await current()).not.toBe(live);
  });

  it("changes with the content version, and looks the next publication up again", async () => {
    const { world, current } = setup([]);
    const before = await current();
    world.version = 8;
    expect(await current()).not.toBe(before);
    expect(world.reads).toBe(2);
  });
});
