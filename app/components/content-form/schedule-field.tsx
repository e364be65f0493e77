import { textAt } from "~/lib/content-form";

import { ZonedDateTimeField } from "../zoned-date-time-field";
import type { DocumentForm } from "./use-document-form";

/** When a scheduled change goes live, entered as posts' publish date is: in the editor's time zone. */
export function ScheduleField({ form }: { form: DocumentForm }) {
  return (
    <div className="max-w-sm">
      <ZonedDateTimeField
        label="Go live at"
        name="publishAt"
        value={textAt(form.tree, "publishAt")}
        sentZone={textAt(form.tree, "timeZone")}
        error={form.error("publishAt")}
        hint="For “Schedule”: the page changes by itself at this time."
      />
    </div>
  );
}
