import type { ComponentProps } from "react";

import { isKnownTimeZone, OFFICE_TIME_ZONE } from "~/lib/slots";
import { toDateTimeLocal, wallTimeToUtc } from "~/lib/zoned-time";
import { useHydrated } from "~/utils/use-hydrated";

import { TextField } from "./form-field";

/** The zone the browser keeps time in (the office's when it says none). */
function browserTimeZone() {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || OFFICE_TIME_ZONE;
}

/** A datetime-local value read in one zone, shown in another. */
function convert(value: string, from: string, to: string) {
  const [date, time] = value.split("T");
  const instant = date && time ? wallTimeToUtc(date, time.slice(0, 5), from) : null;
  return instant ? toDateTimeLocal(instant, to) : value;
}

type ZonedDateTimeFieldProps = Omit<ComponentProps<typeof TextField>, "type" | "defaultValue" | "hint"> & {
  /** The date and time as the form last sent it (or as the loader gives it, in the office's zone). */
  value: string;
  /** The `timeZone` the form last sent, if it was sent. */
  sentZone: string;
  /** What the hint says after naming the zone. */
  hint: string;
};

/**
 * A date and time entered in the editor's time zone, sent along in `timeZone`: the browser's once the page
 * runs in one; before that, and without JavaScript, the zone the form was sent in (else the office's), which
 * the hint names. A time sent in another zone is shown as the same instant in this one.
 */
export function ZonedDateTimeField({ value, sentZone, hint, ...field }: ZonedDateTimeFieldProps) {
  const hydrated = useHydrated();
  const from = isKnownTimeZone(sentZone) ? sentZone : OFFICE_TIME_ZONE;
  const zone = hydrated ? browserTimeZone() : from;
  const shown = value && zone !== from ? convert(value, from, zone) : value;
  return (
    <>
      {/* Drawn again, in the browser's zone, once it is known. */}
      <TextField
        key={zone}
        {...field}
        type="datetime-local"
        defaultValue={shown}
        hint={`Time zone: ${zone}. ${hint}`}
      />
      <input type="hidden" name="timeZone" value={zone} />
    </>
  );
}
