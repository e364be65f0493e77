// The built site (server/index.js) as a child process on a free loopback port, for tests that
// need real instances: several on one database, or one whose database goes away.
import { spawn } from "node:child_process";
import net from "node:net";

export async function freePort() {
  return new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export type ServerProcess = {
  origin: string;
  /** Everything it printed so far. */
  output(): string;
  /** SIGTERM, and resolves once it exited. */
  stop(): Promise<void>;
};

/** Starts the server with `env` (on top of a production base) and resolves once it listens. */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ["server/index.js"], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      SESSION_SECRET: "server-process-session-secret-0123",
      SEED_DEMO: "1",
      LOG_REQUESTS: "0",
      HOST: "127.0.0.1",
      ...env,
      PORT: String(port),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The server did not listen within 30 s:\n${output}`)), 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk;
      if (output.includes(`[server] http://localhost:${port}`)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.on("exit", (code) => reject(new Error(`The server exited early (${code}):\n${output}`)));
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    output: () => output,
    async stop() {
      child.kill("SIGTERM");
      await exited;
    },
  };
}
