import type { ActionFunctionArgs } from "@remix-run/node";

import { autosaveDocument } from "~/utils/page-documents.server";

/**
 * A page's draft saved as it is typed (the edit form's fields, no file), from the version the
 * editor holds: the new version, or why it was not saved (400 the schema, 409 another save came first).
 */
export const action = (args: ActionFunctionArgs) => autosaveDocument(args);
