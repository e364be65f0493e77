import { STAGE_LABELS, type ApplicationStage } from "~/lib/applications";
import { formatDateTime } from "~/lib/format";

type TimelineEvent = {
  id: number;
  kind: "applied" | "stage" | "note";
  fromStage: ApplicationStage | null;
  toStage: ApplicationStage | null;
  note: string | null;
  actor: string | null;
  createdAt: string;
};

function describe(event: TimelineEvent) {
  if (event.kind === "applied") return "Applied";
  if (event.kind === "note") return `Note by ${event.actor ?? "staff"}`;
  const from = event.fromStage ? STAGE_LABELS[event.fromStage] : "?";
  const to = event.toStage ? STAGE_LABELS[event.toStage] : "?";
  return `${event.actor ?? "Staff"} moved it from ${from} to ${to}`;
}

/** An application's history, oldest first: when it came in, each stage change and note, who and when. */
export function Timeline({ events }: { events: TimelineEvent[] }) {
  return (
    <ol className="mt-4 space-y-4 border-l border-border pl-5">
      {events.map((event) => (
        <li key={event.id} className="relative">
          <span
            aria-hidden="true"
            className="absolute -left-[1.6rem] top-1.5 h-2.5 w-2.5 rounded-full border-2 border-background bg-primary"
          />
          <p className="text-sm font-medium">{describe(event)}</p>
          <p className="text-xs text-muted-foreground">
            <time dateTime={event.createdAt}>{formatDateTime(event.createdAt)}</time>
          </p>
          {event.note ? (
            <p className="mt-1.5 whitespace-pre-line rounded-lg bg-card p-3 text-sm">{event.note}</p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
