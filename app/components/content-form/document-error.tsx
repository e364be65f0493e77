import { PAGES } from "~/content/admin-resources";

import { RecordErrorBoundary } from "../admin/record-pages";

/** The not-found page of the pages editor: an unknown page, or a revision that is not its. */
export function DocumentErrorBoundary() {
  return <RecordErrorBoundary resource={PAGES} reason="The link may be wrong, or the page is no longer edited here." />;
}
