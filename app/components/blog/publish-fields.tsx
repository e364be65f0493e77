import { useState } from "react";

import { POST_STATUS_LABELS, POST_STATUSES, type PostStatus } from "~/lib/post-status";
import { OFFICE_TIME_ZONE } from "~/lib/slots";
import { toDateTimeLocal, wallTimeToUtc } from "~/lib/zoned-time";
import { useHydrated } from "~/utils/use-hydrated";

import { SelectField, TextField, type useFormReply } from "../form-field";

const STATUS_HINTS: Record<PostStatus, string> = {
  draft: "Only staff see it.",
  scheduled: "It goes live by itself at the publish date and time.",
  published: "Live on the site now (or at the publish date, if it is ahead).",
  unpublished: "Taken off the site; staff still see it.",
};

/** The browser's time zone, once the page runs in one. */
/** The zone the browser keeps time in (the office's when it says none). */
export function browserTimeZone() {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || OFFICE_TIME_ZONE;
}

/** A datetime-local value read in one zone, shown in another. */
function convert(value: string, from: string, to: string) {
  const [date, time] = value.split("T");
  const instant = date && time ? wallTimeToUtc(date, time.slice(0, 5), from) : null;
  return instant ? toDateTimeLocal(instant, to) : value;
}

/**
 * A post's status and publish date and time, entered in the writer's time zone: the browser's
 * (sent along in `timeZone`), or without JavaScript the office's, which the hint names.
 */
export function PublishFields({ form }: { form: ReturnType<typeof useFormReply> }) {
  const hydrated = useHydrated();
  const [status, setStatus] = useState(form.value("status") || "published");
  const sentZone = form.value("timeZone") || OFFICE_TIME_ZONE;
  const zone = hydrated ? browserTimeZone() : sentZone;
  const publishDate = form.value("publishDate");
  const shown = publishDate && zone !== sentZone ? convert(publishDate, sentZone, zone) : publishDate;
  const field = form.field("publishDate");
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <SelectField
        label="Status"
        {...form.field("status")}
        defaultValue={status}
        hint={STATUS_HINTS[status as PostStatus]}
        onChange={(event) => setStatus(event.currentTarget.value)}
      >
        {POST_STATUSES.map((value) => (
          <option key={value} value={value}>
            {POST_STATUS_LABELS[value]}
          </option>
        ))}
      </SelectField>
      <div>
        <TextField
          // Shown again in the browser's zone once it is known.
          key={zone}
          label="Publish date and time"
          {...field}
          defaultValue={shown}
          type="datetime-local"
          required={status === "scheduled"}
          hint={`Time zone: ${zone}. Left empty, a published post goes live now.`}
        />
        <input type="hidden" name="timeZone" value={zone} />
      </div>
    </div>
  );
}
