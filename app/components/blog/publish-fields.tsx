import { useState } from "react";

import { POST_STATUS_LABELS, POST_STATUSES, type PostStatus } from "~/lib/post-status";

import { SelectField, type useFormReply } from "../form-field";
import { ZonedDateTimeField } from "../zoned-date-time-field";

const STATUS_HINTS: Record<PostStatus, string> = {
  draft: "Only staff see it.",
  scheduled: "It goes live by itself at the publish date and time.",
  published: "Live on the site now (or at the publish date, if it is ahead).",
  unpublished: "Taken off the site; staff still see it.",
};

/**
 * A post's status and publish date and time, entered in the writer's time zone: the browser's
 * (sent along in `timeZone`), or without JavaScript the office's, which the hint names.
 */
export function PublishFields({ form }: { form: ReturnType<typeof useFormReply> }) {
  const [status, setStatus] = useState(form.value("status") || "published");
  const { defaultValue, ...field } = form.field("publishDate");
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
        <ZonedDateTimeField
          label="Publish date and time"
          {...field}
          value={defaultValue}
          sentZone={form.value("timeZone")}
          required={status === "scheduled"}
          hint="Left empty, a published post goes live now."
        />
      </div>
    </div>
  );
}
