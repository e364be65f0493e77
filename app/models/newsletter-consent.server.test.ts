// The version of the consent wording a reader agreed to: the words' own (a hash), as the form
// showed them (its hidden field, carried by the confirmation link), recorded on confirming. Runs
// on both engines (TEST_DATABASE_URL).
import { beforeAll, beforeEach, describe, expect, it } from "vitest";

import { newsletterSeed } from "~/content/seed/newsletter";
import { db } from "~/db.server";
import { consentVersionOf } from "~/lib/consent-version.server";

import { ensureDocuments } from "./content-document-record.server";
import { publish } from "./content-document-write.server";
import { getDocument } from "./content-document.server";
import {
  confirmationEmail,
  confirmSubscription,
  publishedConsentVersion,
  subscribe,
  SubscribeSchema,
} from "./subscriber.server";
import { confirmationToken, emptyTables, startTestDatabase, TEST_MAIL } from "./testing.server";

beforeAll(startTestDatabase);
beforeEach(async () => {
  await emptyTables("subscriber_topics", "subscribers", "emails", "content_revisions", "content_documents");
  await ensureDocuments(db, { newsletter: newsletterSeed });
});

const reworded = {
  ...newsletterSeed.consent,
  text: "We write when a new article is out; leave with one click. See our",
};

async function publishConsent(consent: typeof newsletterSeed.consent) {
  const { version } = (await getDocument("newsletter"))!;
  await publish({ key: "newsletter", content: { ...newsletterSeed, consent }, expectedVersion: version });
}

/** Subscribes `email` from a form that sent `fields`, confirms with its emailed link, and gives the version recorded. */
async function recordedVersion(email: string, fields: Record<string, string> = {}) {
  await subscribe(SubscribeSchema.parse({ email, ...fields }), { mail: TEST_MAIL });
  const { text } = await db
    .selectFrom("emails")
    .select("text")
    .where("recipient", "=", email)
    .executeTakeFirstOrThrow();
  const link = confirmationToken(text);
  expect((await confirmSubscription(TEST_MAIL.secret, link)).state).toBe("confirmed");
  const row = await db
    .selectFrom("subscribers")
    .select("consent_version")
    .where("email", "=", email)
    .executeTakeFirstOrThrow();
  return row.consent_version;
}

describe("the consent wording's version", () => {
  it("is the words' own: the same words the same version, other words (or link text) another", () => {
    const version = consentVersionOf(newsletterSeed.consent);
    expect(version).toMatch(/^[0-9a-f]{12}$/);
    expect(consentVersionOf({ ...newsletterSeed.consent })).toBe(version);
    expect(consentVersionOf(reworded)).not.toBe(version);
    expect(consentVersionOf({ ...newsletterSeed.consent, linkLabel: "privacy notice" })).not.toBe(version);
  });

  it("follows the published text: an editor's rewording is the version confirmations record next", async () => {
    expect(await recordedVersion("first@example.com")).toBe(consentVersionOf(newsletterSeed.consent));
    await publishConsent(reworded);
    expect(await publishedConsentVersion()).toBe(consentVersionOf(reworded));
    expect(await recordedVersion("second@example.com")).toBe(consentVersionOf(reworded));
  });

  it("records the version the form showed, even when the wording changed before the reader confirmed", async () => {
    const shown = consentVersionOf(newsletterSeed.consent);
    await publishConsent(reworded);
    expect(await recordedVersion("reader@example.com", { consentVersion: shown })).toBe(shown);
  });

  it("ignores a hidden field that is no version: the published wording's is recorded", async () => {
    await publishConsent(reworded);
    expect(await recordedVersion("reader@example.com", { consentVersion: "2026-11-27" })).toBe(
      consentVersionOf(reworded),
    );
  });

  it("records the wording published at confirmation for a link that carries none (an import's)", async () => {
    const { id } = await db
      .insertInto("subscribers")
      .values({ email: "imported@example.com", confirm_nonce: "n1", created_at: "t", updated_at: "t" })
      .returning("id")
      .executeTakeFirstOrThrow();
    const email = confirmationEmail({ id: id, email: "imported@example.com", nonce: "n1" }, TEST_MAIL, new Date());
    const link = confirmationToken(email.text);
    await publishConsent(reworded);
    expect((await confirmSubscription(TEST_MAIL.secret, link)).state).toBe("confirmed");
    const row = await db
      .selectFrom("subscribers")
      .select("consent_version")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row.consent_version).toBe(consentVersionOf(reworded));
  });
});
