import { DOCUMENT_STATE_LABELS, type DocumentState } from "~/lib/content-documents";
import { formatDateTime } from "~/lib/format";

/** A document's state ("Published", "Draft pending", "Scheduled for …") and who changed it last, when. */
export function DocumentStateLine({
  document,
}: {
  document: { state: DocumentState; scheduledAt: string | null; updatedAt: string; updatedByName: string | null };
}) {
  const { state, scheduledAt, updatedAt, updatedByName } = document;
  return (
    <p className="text-sm text-muted-foreground">
      <span className="font-semibold text-foreground">
        {state === "scheduled" && scheduledAt ? (
          <>
            Scheduled for <time dateTime={scheduledAt}>{formatDateTime(scheduledAt)}</time>
          </>
        ) : (
          DOCUMENT_STATE_LABELS[state]
        )}
      </span>
      {" · last changed "}
      <time dateTime={updatedAt}>{formatDateTime(updatedAt)}</time>
      {updatedByName ? ` by ${updatedByName}` : null}
    </p>
  );
}
