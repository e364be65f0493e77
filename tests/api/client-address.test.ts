// Per-address limits key on the client address as TRUST_PROXY defines it: the socket's peer
// when no proxy is trusted (invented X-Forwarded-For entries change nothing), the Nth
// address from the right of X-Forwarded-For behind N proxies.
import { afterEach, describe, expect, it } from "vitest";

import { RATE_LIMITS } from "~/lib/rate-limits";

import { CONTACT_MESSAGE, db, startHttpServer } from "./harness";

let server: Awaited<ReturnType<typeof startHttpServer>> | undefined;
afterEach(async () => {
  await server?.close();
  await db.deleteFrom("form_submissions").execute();
});

const MAX = RATE_LIMITS.contact.limit;

/** Sends the contact form with this X-Forwarded-For; the status says whether the limit let it through. */
async function sendContact(forwardedFor?: string) {
  const body = new URLSearchParams(CONTACT_MESSAGE);
  const headers: Record<string, string> = { "Content-Type": "application/x-www-form-urlencoded" };
  if (forwardedFor) headers["X-Forwarded-For"] = forwardedFor;
  return (await server!.request({ method: "POST", path: "/contact", headers, body: body.toString() })).status;
}

// Each test sends seven contact messages through the whole server: seconds on a busy machine.
describe("TRUST_PROXY=0 (the default)", () => {
  it("counts every direct client by its socket address, whatever X-Forwarded-For claims", async () => {
    server = await startHttpServer({ trustProxy: 0 });
    const statuses = [];
    for (let i = 0; i <= MAX; i++) statuses.push(await sendContact(`203.0.113.${i + 1}`));
    expect(statuses).toEqual([...Array(MAX).fill(200), 429]);
    const { ip } = await db.selectFrom("form_submissions").select("ip").executeTakeFirstOrThrow();
    expect(ip).toBe("127.0.0.1");
  });
});

describe("TRUST_PROXY=1", () => {
  it("uses the address the proxy appended, not what the client put before it", async () => {
    server = await startHttpServer({ trustProxy: 1 });
    const statuses = [];
    for (let i = 0; i <= MAX; i++) statuses.push(await sendContact(`198.51.100.${i + 1}, 203.0.113.9`));
    expect(statuses).toEqual([...Array(MAX).fill(200), 429]);
    expect(await sendContact("203.0.113.10")).toBe(200);
    const ips = await db.selectFrom("form_submissions").select("ip").distinct().execute();
    expect(ips.map((row) => row.ip).sort()).toEqual(["203.0.113.10", "203.0.113.9"]);
  });
});
