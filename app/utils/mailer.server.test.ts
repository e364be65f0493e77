import { dkimVerify } from "mailauth/lib/dkim/verify.js";
import { generateKeyPairSync } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

import type { Email } from "~/models/outbox.server";

import { smtpTransport } from "./mailer.server";
import { rawHeader, startSmtpServer, type TestSmtpServer } from "../../tests/smtp-server";

// The SMTP transport against a real SMTP server: DKIM signs what it sends, and the signature holds
// when checked as a receiving server does (mailauth, with the test key's DNS record).

const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
const DKIM = {
  domainName: "lumora.test",
  keySelector: "mail2026",
  privateKey: privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
};
/** The TXT record published at mail2026._domainkey.lumora.test. */
const DKIM_RECORD = `v=DKIM1; k=rsa; p=${publicKey.export({ type: "spki", format: "der" }).toString("base64")}`;

const resolver = async (name: string, type: string) => {
  if (type === "TXT" && name === "mail2026._domainkey.lumora.test") return [[DKIM_RECORD]];
  throw Object.assign(new Error(`No ${type} record for ${name}`), { code: "ENOTFOUND" });
};

const NEWSLETTER_EMAIL: Email = {
  id: 1,
  kind: "newsletter-post",
  about: "subscriber:1",
  recipient: "reader@example.com",
  replyTo: null,
  subject: "Raising a seed round",
  text: "Read it on our site: https://lumora.test/blog/raising\n",
  html: '<!DOCTYPE html><html lang="en"><body><p>Raising a seed round</p></body></html>',
  attachments: [],
  headers: {
    "List-Id": "Insights <insights.lumora.test>",
    "List-Unsubscribe":
      "<https://lumora.test/newsletter/unsubscribe/abc>, <mailto:hello@lumora.test?subject=unsubscribe>",
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  },
  messageId: "<0f3c2a8e@lumora.test>",
  status: "sending",
  attempts: 1,
  nextAttemptAt: "2026-11-27T10:00:00.000Z",
  claimedUntil: null,
  lastError: null,
  smtpResponse: null,
  createdAt: "2026-11-27T10:00:00.000Z",
  updatedAt: "2026-11-27T10:00:00.000Z",
  sentAt: null,
};

let smtp: TestSmtpServer;
beforeEach(async () => {
  smtp = await startSmtpServer();
});
afterEach(() => smtp.close());

async function sent(dkim: typeof DKIM | null) {
  const transport = smtpTransport(smtp.url, async () => "Lumora <hello@lumora.test>", dkim);
  await transport.send(NEWSLETTER_EMAIL);
  transport.close();
  return smtp.messages[0]!;
}

describe("the SMTP transport", () => {
  it("sends a run of emails over one connection, not one connection per message", async () => {
    const transport = smtpTransport(smtp.url, async () => "Lumora <hello@lumora.test>");
    for (const id of [1, 2, 3]) await transport.send({ ...NEWSLETTER_EMAIL, id, messageId: `<${id}@lumora.test>` });
    transport.close();
    expect(smtp.messages).toHaveLength(3);
    expect(smtp.connections()).toBe(1);
  });

  it("signs with DKIM when configured: the signature verifies and covers the List-* headers", async () => {
    const message = await sent(DKIM);
    const { results } = await dkimVerify(message.raw, { resolver });
    expect(results).toHaveLength(1);
    expect(results[0]!.status.result).toBe("pass");
    expect(results[0]!.signingDomain).toBe("lumora.test");
    const signed = (/\bh=([^;]+)/.exec(rawHeader(message.raw, "DKIM-Signature") ?? "")?.[1] ?? "")
      .replace(/\s+/g, "")
      .toLowerCase()
      .split(":");
    expect(signed).toEqual(
      expect.arrayContaining([
        "from",
        "subject",
        "date",
        "message-id",
        "list-id",
        "list-unsubscribe",
        "list-unsubscribe-post",
      ]),
    );
  });

  it("sends the email's own headers, its Message-ID and the date it was written", async () => {
    const message = await sent(null);
    expect(rawHeader(message.raw, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    expect(rawHeader(message.raw, "List-Unsubscribe")).toBe(NEWSLETTER_EMAIL.headers["List-Unsubscribe"]);
    expect(rawHeader(message.raw, "List-Id")).toBe("Insights <insights.lumora.test>");
    expect(rawHeader(message.raw, "Message-ID")).toBe("<0f3c2a8e@lumora.test>");
    expect(message.date?.toISOString()).toBe("2026-11-27T10:00:00.000Z");
    expect(rawHeader(message.raw, "DKIM-Signature")).toBeNull();
    const { results } = await dkimVerify(message.raw, { resolver });
    expect(results[0]!.status.result).toBe("none");
  });
});
