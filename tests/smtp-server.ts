import { simpleParser, type ParsedMail } from "mailparser";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/**
 * A real SMTP server on a loopback port, for tests: it takes every message (no TLS, any login)
 * and keeps each one parsed. `refuse` makes it answer 451 (try later) or 550 (never) instead;
 * `answerAfter` makes it a slow one.
 */
export async function startSmtpServer({ port = 0 }: { port?: number } = {}) {
  const messages: Array<ParsedMail & { envelopeTo: string[]; raw: Buffer }> = [];
  const state = { refuse: null as null | 451 | 550, answerDelayMs: 0, begun: 0, connections: 0 };
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ["STARTTLS"],
    authOptional: true,
    logger: false,
    // Closing drops the clients' open connections at once, as a server that goes down does.
    closeTimeout: 50,
    onAuth: (_auth, _session, callback) => callback(null, { user: "test" }),
    onConnect(_session, callback) {
      state.connections += 1;
      callback();
    },
    onData(stream, session, callback) {
      state.begun += 1;
      if (state.refuse) {
        stream.resume();
        stream.on("end", () => {
          const error = Object.assign(new Error(state.refuse === 451 ? "Try again later" : "Mailbox unavailable"), {
            responseCode: state.refuse,
          });
          callback(error);
        });
        return;
      }
      // The message as it arrived (what a DKIM check reads), then parsed.
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      new Promise((resolve) => stream.on("end", resolve))
        .then(() => Buffer.concat(chunks))
        .then(async (raw) => Object.assign(await simpleParser(raw), { raw }))
        .then(
          (mail) => {
            messages.push(Object.assign(mail, { envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address) }));
            setTimeout(callback, state.answerDelayMs);
          },
          (error: Error) => callback(error),
        );
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.server.address() as AddressInfo;
  return {
    port: address.port,
    url: `smtp://127.0.0.1:${address.port}`,
    messages,
    /** From now on, refuse messages with this code (null: take them again). */
    refuse(code: null | 451 | 550) {
      state.refuse = code;
    },
    /** From now on, answer each message only `ms` after it arrived (250 OK then). */
    answerAfter(ms: number) {
      state.answerDelayMs = ms;
    },
    /** How many messages it has begun to receive (answered or not). */
    begun: () => state.begun,
    /** How many SMTP connections clients have opened to it. */
    connections: () => state.connections,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type TestSmtpServer = Awaited<ReturnType<typeof startSmtpServer>>;

/** Waits (up to `timeoutMs`) until `ready` holds, checking every 20 ms. */
export async function waitUntil(ready: () => boolean | Promise<boolean>, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await ready())) {
    if (Date.now() > deadline) throw new Error("Timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A header of a message as it arrived, its folded lines joined (mailparser reshapes the List-* ones); null when absent. */
export function rawHeader(raw: Buffer, name: string) {
  const head = raw
    .toString("utf8")
    .split("\r\n\r\n")[0]!
    .replace(/\r\n[ \t]+/g, " ");
  return new RegExp(`^${name}: (.*)$`, "im").exec(head)?.[1] ?? null;
}
