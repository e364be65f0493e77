import type { Kysely } from "kysely";
import { z } from "zod";

import { db } from "~/db.server";
import type { MailContext } from "~/emails/email";
import { subscriptionConfirmationEmail } from "~/emails/newsletter";
import {
  CONFIRMATION_RESEND_MS,
  readConfirmLink as readSignedConfirmLink,
  signConfirmLink,
  type ConfirmLinkState,
} from "~/lib/confirm-link.server";
import { CONSENT_VERSION_PATTERN, consentVersionOf } from "~/lib/consent-version.server";
import { newSecretToken } from "~/lib/secret-token.server";
import { readToken, signToken } from "~/lib/signed-token.server";
import { EmailSchema, optionalText } from "~/lib/text-schema";

import type { VisitSource } from "./goals.server";
import { queueEmails } from "./outbox.server";
import { pageContent } from "./page-content.server";
import type { Database, Subscriber } from "../../db/database";

// Readers of the Insights newsletter. Subscribing is double opt-in: the form stores a pending
// subscriber and emails a signed link (48 hours, usable once); using it confirms the subscription
// and records the consent (when, the address, the version of the consent wording the form showed,
// which its confirmation link carries).

const CONFIRM_PURPOSE = "newsletter-confirm";
const READER_PURPOSE = "newsletter-reader";
/** A reader's preferences and unsubscribe links outlive any email they come in. */
const READER_LINK_MS = 10 * 365 * 24 * 60 * 60_000;
export const MAX_BOUNCES = 3;

/** The kinds of email a subscriber receives (their `about` is `subscriber:{id}`). */
export const NEWSLETTER_KINDS = { confirmation: "newsletter-confirmation", post: "newsletter-post" } as const;

const asList = (value: unknown) => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/** Topics as a form sends them: "all", or "topics" with the chosen tags' slugs (none chosen: every post). */
const TOPICS_MESSAGE = "Choose every new article, or topics from the list";
const TopicsSchema = z.object({
  scope: z.enum(["all", "topics"], { errorMap: () => ({ message: TOPICS_MESSAGE }) }).default("all"),
  topics: z.preprocess(
    asList,
    z
      .array(z.string().max(100, TOPICS_MESSAGE), { errorMap: () => ({ message: TOPICS_MESSAGE }) })
      .max(100, TOPICS_MESSAGE),
  ),
});

export const SubscribeSchema = TopicsSchema.extend({
  email: EmailSchema,
  name: optionalText("Name", 120),
  // The version of the consent wording the form showed (a hidden field); anything else: the one published now.
  consentVersion: z.preprocess(
    (value) => (typeof value === "string" && CONSENT_VERSION_PATTERN.test(value) ? value : undefined),
    z.string().optional(),
  ),
});
export type SubscribeInput = z.output<typeof SubscribeSchema>;

export const PreferencesSchema = TopicsSchema;
export type PreferencesInput = z.output<typeof PreferencesSchema>;

export const aboutSubscriber = (id: number) => `subscriber:${id}`;

const NO_VISIT: VisitSource = { source: null, page: null };

/** The signed link of a reader's preferences page; its one-click unsubscribe address is the same token's. */
export function readerToken(secret: string, subscriberId: number, now = new Date()) {
  return signToken(secret, READER_PURPOSE, subscriberId, new Date(now.getTime() + READER_LINK_MS));
}

/**
 * The signed token of a confirmation link, for 48 hours: the subscriber, the nonce it must still
 * have and the version of the consent wording the reader was shown (none for an import's link).
 */
export function confirmToken(
  secret: string,
  subscriberId: number,
  nonce: string,
  now = new Date(),
  consentVersion?: string,
) {
  return signConfirmLink(secret, CONFIRM_PURPOSE, { rowId: subscriberId, nonce, detail: consentVersion }, now);
}

/** The version of the consent wording visitors are shown now: the published newsletter document's. */
export async function publishedConsentVersion() {
  return consentVersionOf((await pageContent("newsletter")).consent);
}

/** The subscriber a reader link names, if it was signed here and the subscriber still exists. */
export async function subscriberOfReaderToken(secret: string, token: string) {
  const check = readToken(secret, READER_PURPOSE, token);
  if (check.status !== "valid") return null;
  return (await db.selectFrom("subscribers").selectAll().where("id", "=", check.id).executeTakeFirst()) ?? null;
}

/** Whether the topics say "every post": "all", or "topics" with none that exists. */
async function storeTopics(trx: Kysely<Database>, subscriberId: number, input: PreferencesInput) {
  await trx.deleteFrom("subscriber_topics").where("subscriber_id", "=", subscriberId).execute();
  const tags =
    input.scope === "topics" && input.topics.length > 0
      ? await trx.selectFrom("tags").select("id").where("slug", "in", input.topics).execute()
      : [];
  if (tags.length > 0) {
    await trx
      .insertInto("subscriber_topics")
      .values(tags.map((tag) => ({ subscriber_id: subscriberId, tag_id: tag.id })))
      .execute();
  }
  return tags.length === 0;
}

/**
 * A subscription asked for on a form. Whatever the address's state, the caller says the same thing
 * ("check your inbox"): a confirmed address is left as it is (nobody else can change its topics), a
 * pending one gets a new link unless one went out in the last 10 minutes, an unknown, unsubscribed
 * or bounced one becomes pending and gets a link, and keeps where its `visit` came from until it is used.
 */
export async function subscribe(
  input: SubscribeInput,
  { mail, now = new Date(), visit = NO_VISIT }: { mail: MailContext; now?: Date; visit?: VisitSource },
) {
  const email = input.email.toLowerCase();
  const timestamp = now.toISOString();
  const consentVersion = input.consentVersion ?? (await publishedConsentVersion());
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("subscribers")
      .values({ email, name: input.name, created_at: timestamp, updated_at: timestamp })
      .onConflict((oc) => oc.column("email").doNothing())
      .execute();
    const subscriber = await trx
      .selectFrom("subscribers")
      .selectAll()
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    if (subscriber.status === "confirmed") return;
    const lastSent = subscriber.confirmation_sent_at ? Date.parse(subscriber.confirmation_sent_at) : -Infinity;
    if (subscriber.status === "pending" && now.getTime() - lastSent < CONFIRMATION_RESEND_MS) return;
    const nonce = newSecretToken();
    const allTopics = await storeTopics(trx, subscriber.id, input);
    await trx
      .updateTable("subscribers")
      .set({
        name: input.name,
        status: "pending",
        all_topics: allTopics ? 1 : 0,
        confirm_nonce: nonce,
        confirmation_sent_at: timestamp,
        visit_source: visit.source,
        visit_page: visit.page,
        updated_at: timestamp,
      })
      .where("id", "=", subscriber.id)
      .execute();
    await queueEmails(trx, [confirmationEmail({ id: subscriber.id, email, nonce, consentVersion }, mail, now)], {
      from: mail.from,
      now,
    });
  });
}

/** The confirmation email of a pending subscriber, with its signed link (48 hours, this nonce only), for the outbox. */
export function confirmationEmail(
  subscriber: { id: number; email: string; nonce: string; consentVersion?: string },
  mail: MailContext,
  now: Date,
) {
  const token = confirmToken(mail.secret, subscriber.id, subscriber.nonce, now, subscriber.consentVersion);
  return {
    kind: NEWSLETTER_KINDS.confirmation,
    about: aboutSubscriber(subscriber.id),
    to: subscriber.email,
    ...subscriptionConfirmationEmail(`${mail.siteUrl}/newsletter/confirm/${token}`, mail),
  };
}

/** What a confirmation link leads to: a subscription to confirm, or why not. */
/** The subscriber and nonce a confirmation link names, and its state; nothing is changed. */
async function readConfirmLink(secret: string, token: string, now: Date) {
  const link = await readSignedConfirmLink(secret, CONFIRM_PURPOSE, token, now, (id) =>
    db.selectFrom("subscribers").selectAll().where("id", "=", id).executeTakeFirst(),
  );
  return link.state === "ready" ? { ...link, subscriber: link.row, consentVersion: link.detail } : link;
}

/** Whether a confirmation link can still confirm (its page asks before it does). */
export async function confirmLinkState(secret: string, token: string, now = new Date()): Promise<ConfirmLinkState> {
  return (await readConfirmLink(secret, token, now)).state;
}

/**
 * Confirms the subscription a link names, once, within its 48 hours, recording the consent; with
 * where the visit that subscribed came from (its newsletter goal's source), which is not kept.
 */
export async function confirmSubscription(
  secret: string,
  token: string,
  now = new Date(),
): Promise<{ state: ConfirmLinkState; visit: VisitSource }> {
  const link = await readConfirmLink(secret, token, now);
  if (link.state !== "ready") return { state: link.state, visit: NO_VISIT };
  // A link with no version (an import's) confirms the wording published now.
  const consentVersion = link.consentVersion ?? (await publishedConsentVersion());
  const timestamp = now.toISOString();
  const result = await db
    .updateTable("subscribers")
    .set({
      status: "confirmed",
      confirmed_at: timestamp,
      consent_email: link.subscriber.email,
      consent_version: consentVersion,
      consent_source: "confirmation",
      consent_recorded_by: null,
      confirm_nonce: null,
      visit_source: null,
      visit_page: null,
      unsubscribed_at: null,
      bounces: 0,
      updated_at: timestamp,
    })
    .where("id", "=", link.subscriber.id)
    .where("confirm_nonce", "=", link.nonce)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return { state: "used", visit: NO_VISIT };
  return { state: "confirmed", visit: { source: link.subscriber.visit_source, page: link.subscriber.visit_page } };
}

/** Newsletter emails of this subscriber still waiting in the outbox are not sent. */
async function cancelWaitingPosts(trx: Kysely<Database>, subscriberId: number, reason: string, now: Date) {
  await trx
    .updateTable("emails")
    .set({ status: "failed", last_error: reason, updated_at: now.toISOString() })
    .where("about", "=", aboutSubscriber(subscriberId))
    .where("kind", "=", NEWSLETTER_KINDS.post)
    .where("status", "=", "pending")
    .execute();
}

export const UNSUBSCRIBED_REASON = "Not sent: the reader unsubscribed";

/** Unsubscribes a reader (any state but bounced); nothing more is sent to them, queued emails included. */
export async function unsubscribe(subscriberId: number, now = new Date()) {
  await db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable("subscribers")
      .set({
        status: "unsubscribed",
        unsubscribed_at: now.toISOString(),
        confirm_nonce: null,
        visit_source: null,
        visit_page: null,
        updated_at: now.toISOString(),
      })
      .where("id", "=", subscriberId)
      .where("status", "in", ["pending", "confirmed"])
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) > 0) await cancelWaitingPosts(trx, subscriberId, UNSUBSCRIBED_REASON, now);
  });
}

/** A reader's topics from the preferences page. */
export async function updatePreferences(subscriberId: number, input: PreferencesInput, now = new Date()) {
  await db.transaction().execute(async (trx) => {
    const allTopics = await storeTopics(trx, subscriberId, input);
    await trx
      .updateTable("subscribers")
      .set({ all_topics: allTopics ? 1 : 0, updated_at: now.toISOString() })
      .where("id", "=", subscriberId)
      .execute();
  });
}

/** The slugs of a subscriber's topics (none: every post). */
export async function topicsOf(subscriberId: number) {
  const rows = await db
    .selectFrom("subscriber_topics")
    .innerJoin("tags", "tags.id", "subscriber_topics.tag_id")
    .select("tags.slug")
    .where("subscriber_id", "=", subscriberId)
    .execute();
  return rows.map((row) => row.slug);
}

/**
 * An email to a subscriber was refused for good (SMTP 5xx): counted, and at the third the address
 * is bounced: nothing more goes to it, queued emails included.
 */
export async function recordBounce(about: string | null, now = new Date()) {
  const id = /^subscriber:(\d+)$/.exec(about ?? "")?.[1];
  if (!id) return;
  const subscriberId = Number(id);
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable("subscribers")
      .set((eb) => ({ bounces: eb("bounces", "+", 1), updated_at: now.toISOString() }))
      .where("id", "=", subscriberId)
      .returning(["bounces", "status"])
      .executeTakeFirst();
    if (!row || row.bounces < MAX_BOUNCES || row.status === "bounced") return;
    await trx.updateTable("subscribers").set({ status: "bounced" }).where("id", "=", subscriberId).execute();
    await cancelWaitingPosts(trx, subscriberId, "Not sent: the address bounced", now);
  });
}

export type { Subscriber };
