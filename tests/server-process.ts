// The built site (server/index.js) as a child process on a free loopback port, for tests that
// need real instances: several on one database, or one whose database goes away.
import { spawn, type ChildProcess } from "node:child_process";

import { freePort } from "../scripts/test-servers.mjs";

/**
 * Resolves once `child` printed `text` (on stdout or stderr), to a reader of everything it printed
 * so far; rejects when it exits first or stays silent for 60 s. `name` says who in the error.
 */
export function printed(child: ChildProcess, text: string, name: string) {
  let output = "";
  return new Promise<() => string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${name} did not print "${text}" within 60 s:\n${output}`)),
      60_000,
    );
    const onData = (chunk: Buffer) => {
      output += chunk;
      if (output.includes(text)) {
        clearTimeout(timer);
        resolve(() => output);
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.on("exit", (code) => reject(new Error(`${name} exited early (${code}):\n${output}`)));
  });
}

export type ServerProcess = {
  origin: string;
  /** The process `command` started. */
  pid: number;
  /** Sends a signal to the server's (primary) process. */
  kill(signal: NodeJS.Signals): void;
  /** Sends a signal to every process of its group (`detached` only), as a terminal's Ctrl-C or a supervisor does. */
  killGroup(signal: NodeJS.Signals): void;
  /** Its exit code once it exited (null when a signal ended it). */
  exited: Promise<number | null>;
  /** Everything it printed so far. */
  output(): string;
  /** SIGTERM, and resolves once it exited. */
  stop(): Promise<void>;
};

export type StartOptions = {
  /** What to run instead of `node server/index.js`, e.g. `["npm", "start"]`. */
  command?: [string, ...string[]];
  /** In a process group of its own, which `killGroup` signals. */
  detached?: boolean;
  /** What it prints before the test goes on (default: that it listens), e.g. a line of its start-up. */
  waitFor?: string;
};

/** Starts the server with `env` (on top of a production base) and resolves once it listens. */
export async function startServer(
  env: Record<string, string>,
  { command = [process.execPath, "server/index.js"], detached = false, waitFor }: StartOptions = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(command[0], command.slice(1), {
    detached,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      SESSION_SECRET: "server-process-session-secret-0123",
      SEED_DEMO: "1",
      LOG_REQUESTS: "0",
      HOST: "127.0.0.1",
      WEB_CONCURRENCY: "1",
      // The address the tests call it at: in production only SITE_URL's host is served.
      SITE_URL: `http://127.0.0.1:${port}`,
      ...env,
      PORT: String(port),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const output = await printed(child, waitFor ?? `[server] http://localhost:${port}`, "The server");
  return {
    origin: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    kill: (signal) => child.kill(signal),
    killGroup: (signal) => process.kill(-child.pid!, signal),
    exited,
    output,
    async stop() {
      child.kill("SIGTERM");
      await exited;
    },
  };
}
