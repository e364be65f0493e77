import { OFFICE_TIME_ZONE } from "~/lib/slots";
import { useHydrated } from "~/utils/use-hydrated";

import { browserTimeZone } from "../blog/publish-fields";
import { TextField } from "../form-field";

/**
 * When a scheduled change goes live, entered as posts' publish date is: in the browser's time zone
 * (sent along in `timeZone`), or without JavaScript in the office's, which the hint names.
 */
export function ScheduleField({ error, defaultValue }: { error: string | null; defaultValue: unknown }) {
  const zone = useHydrated() ? browserTimeZone() : OFFICE_TIME_ZONE;
  return (
    <div className="max-w-sm">
      <TextField
        label="Go live at"
        name="publishAt"
        type="datetime-local"
        defaultValue={typeof defaultValue === "string" ? defaultValue : ""}
        error={error}
        hint={`Time zone: ${zone}. For “Schedule”: the page changes by itself at this time.`}
      />
      <input type="hidden" name="timeZone" value={zone} />
    </div>
  );
}
