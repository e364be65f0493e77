// npm test's PostgreSQL pass runs the unit files that reach the database or a server, found from
// their imports (scripts/test-targets.mjs): the engine cannot change the others.
import fs from "node:fs";
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

  // What the import graph cannot see: a file that names a database server or starts a process
  // itself (a command, a server) reaches the engine without importing the modules above.
  it("leaves to SQLite only files that name no database server and start no process", async () => {
    const { pure } = await classifyUnitTests();
    const reachesEngine = /DATABASE_URL|child_process|from "pg"|createPostgresDatabase|startServer/;
    const others = pure.filter((file) => file !== "tests/api/test-targets.test.ts"); // it names them only here
    expect(others.filter((file) => reachesEngine.test(fs.readFileSync(file, "utf8")))).toEqual([]);
  });
});
