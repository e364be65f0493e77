import Bowser from "bowser";
import { isbot } from "isbot";
import { afterEach, describe, expect, it, vi } from "vitest";

import { isCountable, KNOWN_AGENTS, pageViewOf } from "./page-view";
import { CHROME_USER_AGENT, pageViewFacts } from "./page-view.testing";

// Classifying a user agent (isbot's list, bowser) costs more than the rest of counting a view, and
// a site's visitors send few distinct ones: each is classified once, and only so many are kept.
vi.mock("isbot", async (importOriginal) => {
  const actual = await importOriginal<typeof import("isbot")>();
  return { ...actual, isbot: vi.fn(actual.isbot) };
});

const isSiteHost = () => false;
const viewBy = (userAgent: string) => pageViewFacts("2026-11-28T09:00:00.000Z", { userAgent });
const classified = (userAgent: string) => vi.mocked(isbot).mock.calls.filter(([agent]) => agent === userAgent).length;

afterEach(() => vi.restoreAllMocks());

describe("a user agent's classification", () => {
  it("is worked out once per distinct user agent, for counting and for the device", () => {
    const parse = vi.spyOn(Bowser, "parse");
    const userAgent = `${CHROME_USER_AGENT} once`;
    for (let view = 0; view < 3; view += 1) {
      expect(isCountable(viewBy(userAgent))).toBe(true);
      expect(pageViewOf(viewBy(userAgent), isSiteHost)).toMatchObject({ device: "desktop", browser: "Chrome" });
    }
    expect(classified(userAgent)).toBe(1);
    expect(parse.mock.calls.filter(([agent]) => agent === userAgent)).toHaveLength(1);
    const bot = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html) once";
    expect([isCountable(viewBy(bot)), isCountable(viewBy(bot))]).toEqual([false, false]);
    expect(classified(bot)).toBe(1);
  });

  it("forgets the oldest past the bound, so made-up user agents cannot fill the memory", () => {
    const first = `${CHROME_USER_AGENT} first`;
    isCountable(viewBy(first));
    for (let other = 0; other < KNOWN_AGENTS; other += 1) isCountable(viewBy(`${CHROME_USER_AGENT} ${other}`));
    expect(isCountable(viewBy(first))).toBe(true);
    expect(classified(first)).toBe(2);
  });
});
