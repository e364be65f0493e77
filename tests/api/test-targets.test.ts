// npm test's PostgreSQL pass runs the unit files that reach the database or a server, found from
// their imports (scripts/test-targets.mjs): the engine cannot change the others.
import { describe, expect, it } from "vitest";

import { classifyUnitTests } from "../../scripts/test-targets.mjs";

describe("which unit files run on PostgreSQL too", () => {
  it("runs a model's tests, an API test and a route test on both engines, pure rules on SQLite only", async () => {
    const files = {
      model: "app/models/blog.server.test.ts",
      api: "tests/api/auth.test.ts",
      server: "tests/api/graceful-shutdown.test.ts",
      route: "tests/routes/route-access.test.tsx",
      rule: "app/lib/money.test.ts",
      alias: "app/utils/permissions.test.ts",
    };
    const { engine, pure } = await classifyUnitTests(Object.values(files));
    expect(engine).toEqual([files.model, files.api, files.server, files.route]);
    expect(pure).toEqual([files.rule, files.alias]);
  });

  it("runs a file on both engines when its imports cannot be followed", async () => {
    const { engine } = await classifyUnitTests(["tests/api/no-such-file.test.ts"]);
    expect(engine).toEqual(["tests/api/no-such-file.test.ts"]);
  });
});
