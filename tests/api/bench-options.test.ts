// The command line of `npm run bench` (and `npm run soak`, which shares its flags): the switch that
// measures the same server with page views counted or not (issue 43: counting's cost).
import { describe, expect, it } from "vitest";

import { parseOptions, sharedSettings } from "../../bench/options.mjs";

/** An empty environment: the engine is SQLite, whatever the test run's. */
const env: NodeJS.ProcessEnv = { NODE_ENV: "test" };

describe("--analytics", () => {
  it("sets the server's ANALYTICS, recorded with the run's settings, or leaves it to the server", () => {
    const off = parseOptions(["--analytics", "off"], env);
    expect(off.analytics).toBe("off");
    expect(sharedSettings(off).analytics).toBe("off");
    expect(parseOptions(["--analytics", "on"], env).analytics).toBe("on");
    expect(sharedSettings(parseOptions([], env)).analytics).toBeNull();
  });

  it("takes on or off only", () => {
    expect(() => parseOptions(["--analytics", "no"], env)).toThrow('--analytics takes on or off, not "no"');
  });
});
