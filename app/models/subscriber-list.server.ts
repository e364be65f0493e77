import { db } from "~/db.server";
import { EVERY_POST, isSubscriberState, SUBSCRIBER_STATES, type SubscriberState } from "~/lib/subscribers";

import { withActivity, type Actor } from "./activity.server";
import { newestFirstPage, searchColumns } from "./query.server";
import { aboutSubscriber } from "./subscriber.server";

// The newsletter's list as staff see it (/admin/subscribers, its CSV export and the API): search,
// filters, counts per state, and a subscriber's erasure with their history (GDPR).

export const SUBSCRIBERS_PER_PAGE = 25;

/** The list's filters, as the back-office URL and the API give them. */
export type SubscriberFilters = {
  state: SubscriberState | null;
  /** A tag's slug (readers who chose it), EVERY_POST (readers who take every post), or null. */
  topic: string | null;
  /** Part of the address or the name. */
  q: string;
};

/** The filters of a subscribers URL (?state=&topic=&q=), unknown states dropped. */
export function subscriberFiltersFromUrl(params: URLSearchParams): SubscriberFilters {
  const state = params.get("state");
  return {
    state: isSubscriberState(state) ? state : null,
    topic: params.get("topic")?.trim().slice(0, 100) || null,
    q: params.get("q")?.trim().slice(0, 200) ?? "",
  };
}

/** The subscribers the search and topic match, every state. */
function matching({ topic, q }: Pick<SubscriberFilters, "topic" | "q">) {
  let query = searchColumns(db.selectFrom("subscribers"), ["email", "name"], q);
  if (topic === EVERY_POST) query = query.where("all_topics", "=", 1);
  else if (topic)
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom("subscriber_topics")
          .innerJoin("tags", "tags.id", "subscriber_topics.tag_id")
          .select("subscriber_topics.tag_id")
          .whereRef("subscriber_topics.subscriber_id", "=", "subscribers.id")
          .where("tags.slug", "=", topic),
      ),
    );
  return query;
}

const ROW_COLUMNS = [
  "id",
  "email",
  "name",
  "status",
  "all_topics",
  "created_at",
  "confirmed_at",
  "consent_version",
  "consent_source",
  "consent_recorded_by",
  "unsubscribed_at",
] as const;

type Row = {
  id: number;
  email: string;
  name: string | null;
  status: SubscriberState;
  all_topics: number;
  created_at: string;
  confirmed_at: string | null;
  consent_version: string | null;
  consent_source: "confirmation" | "import" | null;
  consent_recorded_by: string | null;
  unsubscribed_at: string | null;
};

export type SubscriberTopic = { slug: string; name: string };

/** A subscriber as the list, the export and the API show them: `topics` empty when they take every post. */
export type SubscriberSummary = ReturnType<typeof summaryOf>;

function summaryOf(row: Row, topics: SubscriberTopic[]) {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    state: row.status,
    everyPost: row.all_topics === 1,
    topics,
    subscribedAt: row.created_at,
    confirmedAt: row.confirmed_at,
    consentVersion: row.consent_version,
    consentSource: row.consent_source,
    consentRecordedBy: row.consent_recorded_by,
    unsubscribedAt: row.unsubscribed_at,
  };
}

/** The rows with their chosen topics (one query for all of them). */
async function withTopics(rows: Row[]) {
  const ids = rows.filter((row) => row.all_topics !== 1).map((row) => row.id);
  const topics = ids.length
    ? await db
        .selectFrom("subscriber_topics")
        .innerJoin("tags", "tags.id", "subscriber_topics.tag_id")
        .select(["subscriber_topics.subscriber_id", "tags.slug", "tags.name"])
        .where("subscriber_topics.subscriber_id", "in", ids)
        .orderBy("tags.name")
        .execute()
    : [];
  return rows.map((row) =>
    summaryOf(
      row,
      topics.filter((topic) => topic.subscriber_id === row.id).map(({ slug, name }) => ({ slug, name })),
    ),
  );
}

async function countByState(query: ReturnType<typeof matching>) {
  const rows = await query
    .select(["status", (eb) => eb.fn.countAll<number | string>().as("count")])
    .groupBy("status")
    .execute();
  const counts = Object.fromEntries(SUBSCRIBER_STATES.map((state) => [state, 0])) as Record<SubscriberState, number>;
  for (const row of rows) counts[row.status] = Number(row.count);
  return counts;
}

/** One page of the subscribers the filters match, newest first, how many match, and the count per state. */
export async function listSubscribers(
  { state, ...rest }: SubscriberFilters,
  { page = 1, limit = SUBSCRIBERS_PER_PAGE }: { page?: number; limit?: number } = {},
) {
  const base = matching(rest);
  const [{ rows, ...pageInfo }, stateCounts] = await Promise.all([
    newestFirstPage(
      state ? base.where("status", "=", state) : base,
      { page, limit },
      {
        select: (query) => query.select(ROW_COLUMNS).$castTo<Row>(),
      },
    ),
    countByState(base),
  ]);
  return { subscribers: await withTopics(rows), stateCounts, ...pageInfo };
}

/** Every subscriber the filters match (for the CSV export), newest first, in batches. */
export async function* allSubscribers(filters: SubscriberFilters, batch = 500) {
  let query = matching(filters);
  if (filters.state) query = query.where("status", "=", filters.state);
  for (let offset = 0; ; offset += batch) {
    const rows = await query
      .select(ROW_COLUMNS)
      .$castTo<Row>()
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(batch)
      .offset(offset)
      .execute();
    for (const subscriber of await withTopics(rows)) yield subscriber;
    if (rows.length < batch) return;
  }
}

/** One subscriber's address, for the delete confirmation; null when there is none. */
export async function findSubscriber(id: number) {
  return (await db.selectFrom("subscribers").select(["id", "email"]).where("id", "=", id).executeTakeFirst()) ?? null;
}

/**
 * Erases a subscriber and their history (GDPR): their topics, their deliveries and the emails to
 * them (which hold the address), in one transaction; their signed links then lead nowhere. The log
 * names them by number only. Whether there was one.
 */
export async function deleteSubscriber(id: number, actor?: Actor) {
  const deleted = await withActivity(
    actor,
    async (trx) => {
      const row = await trx.selectFrom("subscribers").select("id").where("id", "=", id).executeTakeFirst();
      if (!row) return false;
      await trx.deleteFrom("newsletter_deliveries").where("subscriber_id", "=", id).execute();
      await trx.deleteFrom("subscriber_topics").where("subscriber_id", "=", id).execute();
      await trx.deleteFrom("emails").where("about", "=", aboutSubscriber(id)).execute();
      await trx.deleteFrom("subscribers").where("id", "=", id).execute();
      return true;
    },
    (found) =>
      found ? { kind: "subscriber", action: "deleted", subjectId: id, summary: `Deleted subscriber #${id}` } : null,
  );
  return deleted;
}
