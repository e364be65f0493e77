// `npm start` is one process tree that a supervisor stops with SIGTERM: whichever process of
// it gets the signal (npm, or the server it runs), the server stops and the command exits 0.
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

import { freePort } from "../../scripts/test-servers.mjs";
import { printed } from "../server-process";

/** Starts `npm start` on a fresh database and resolves once the server listens. */
async function npmStart() {
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lumora-start-"));
  // Without vitest's NODE_ENV=test: npm start as a developer runs it.
  const env: Record<string, string | undefined> = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATABASE_PATH: path.join(dir, "app.db"),
    SEED_DEMO: "0",
    LOG_REQUESTS: "0",
  };
  delete env.NODE_ENV;
  const child = spawn("npm", ["start"], { env: env as NodeJS.ProcessEnv, stdio: ["ignore", "pipe", "pipe"] });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  await printed(child, `[server] http://localhost:${port}`, "npm start");
  const serverPid = Number(
    execFileSync("pgrep", ["-P", String(child.pid), "-f", "scripts/start.mjs"])
      .toString()
      .trim(),
  );
  return { port, npmPid: child.pid!, serverPid, exited };
}

const isListening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, "127.0.0.1", () => socket.end(() => resolve(true)));
    socket.on("error", () => resolve(false));
  });

describe("npm start and signals", () => {
  it("SIGTERM to npm stops the server, which exits 0", { timeout: 90_000 }, async () => {
    const { port, npmPid, serverPid, exited } = await npmStart();
    expect(await isListening(port)).toBe(true);
    process.kill(npmPid, "SIGTERM");
    expect(await exited).toBe(0);
    expect(await isListening(port)).toBe(false);
    expect(() => process.kill(serverPid, 0)).toThrow();
  });

  it("SIGTERM to the server ends npm start with the server's code", { timeout: 90_000 }, async () => {
    const { port, serverPid, exited } = await npmStart();
    process.kill(serverPid, "SIGTERM");
    expect(await exited).toBe(0);
    expect(await isListening(port)).toBe(false);
  });
});
