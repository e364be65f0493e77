// The newsletter's subscriber states as the back-office and the API name them.

export const SUBSCRIBER_STATES = ["pending", "confirmed", "unsubscribed", "bounced"] as const;
export type SubscriberState = (typeof SUBSCRIBER_STATES)[number];

export const SUBSCRIBER_STATE_LABELS: Record<SubscriberState, string> = {
  pending: "Pending",
  confirmed: "Confirmed",
  unsubscribed: "Unsubscribed",
  bounced: "Bounced",
};

export function isSubscriberState(value: unknown): value is SubscriberState {
  return typeof value === "string" && (SUBSCRIBER_STATES as readonly string[]).includes(value);
}

/** The topic filter's value for readers who take every post (any other value is a tag's slug). */
export const EVERY_POST = "all";

/** The largest CSV file staff may import, and the most rows it may have. */
export const IMPORT_MAX_BYTES = 1024 * 1024;
export const IMPORT_MAX_ROWS = 5000;
