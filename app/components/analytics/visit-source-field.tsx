import { useState } from "react";

import { VISIT_SOURCE_FIELD } from "~/lib/visit-source-field";

/**
 * The signed source of the visit a goal's form is sent in (app/utils/visit-source.server.ts);
 * nothing when there is none. The first one stays: the page's data asked again after a refused
 * submission comes from the form's own page and knows less.
 */
export function VisitSourceField({ value }: { value: string | null }) {
  const [kept] = useState(value);
  return kept ? <input type="hidden" name={VISIT_SOURCE_FIELD} value={kept} /> : null;
}
