import { SUBSCRIBER_STATE_LABELS, type SubscriberState } from "~/lib/subscribers";

const TONES: Record<SubscriberState, string> = {
  pending: "bg-primary/10 text-primary",
  confirmed: "border border-success/40 text-success",
  unsubscribed: "bg-muted text-muted-foreground",
  bounced: "border border-danger/40 text-danger",
};

/** A subscriber's state as a coloured badge. */
export function SubscriberStateBadge({ state }: { state: SubscriberState }) {
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONES[state]}`}>
      {SUBSCRIBER_STATE_LABELS[state]}
    </span>
  );
}
