// The access log's buffer is written out as soon as the server has no request left in flight: a
// quiet server's lines are in the log at once (an operator, or a container check, reading the log
// right after a request finds it), not only when the buffer fills or the timer fires.
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { pino } from "pino";
import { afterAll, expect, it } from "vitest";

import { createRequestLog } from "../../server/request-log.js";

const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "lumora-log-flush-")), "access.log");
// As in production (asynchronous, a large buffer), but with a timer that never fires in this test.
const destination = pino.destination({ dest: file, sync: false, minLength: 8 * 1024 });
const log = createRequestLog({ destination, flushEveryMs: 3_600_000 });
const server = http.createServer((req, res) => {
  log.track(req, res);
  res.end("ok");
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

it("writes a quiet server's line without waiting for the buffer to fill or the timer", async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await (await fetch(`http://127.0.0.1:${port}/healthz`)).text();
  await expect.poll(() => (fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "")).toContain('"path":"/healthz"');
});

it("writes every line of requests that follow each other closely, also those answered while a write was under way", async () => {
  const { port } = server.address() as AddressInfo;
  for (let n = 0; n < 10; n++) await (await fetch(`http://127.0.0.1:${port}/one-of-ten?n=${n}`)).text();
  await expect.poll(() => fs.readFileSync(file, "utf8").match(/"path":"\/one-of-ten\?n=\d"/g)?.length ?? 0).toBe(10);
});
