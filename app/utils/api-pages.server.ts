import { z } from "zod";

import { DOCUMENTS, isDocumentKey, type DocumentKey } from "~/content/documents";
import type { DocumentDefinition } from "~/lib/content-fields";
import { parseDocument } from "~/lib/content-values.server";
import type { Actor } from "~/models/activity.server";
import { publish, saveDraft, StaleVersionError } from "~/models/content-document-write.server";

import { toApiPageDraft } from "./api-shapes.server";
import { ApiError, apiJson } from "./api.server";
import { DOCUMENT_NOT_FOUND } from "./page-documents.server";

// What /api/pages/{key} needs beyond the API's plumbing: who may edit which document, and a
// client's change (PUT) checked, cleaned and saved as a draft, a publish or a schedule.

/** The key of `/api/pages/{key}` when it names a document: 404 otherwise. */
export function pageKey(param: string | undefined) {
  if (param === undefined || !isDocumentKey(param)) throw new ApiError(404, DOCUMENT_NOT_FOUND);
  return param;
}

const NOT_A_TIME = "publishAt must be an ISO 8601 date and time, or null";

const PageChangeSchema = z
  .object({
    content: z.record(z.unknown(), {
      required_error: "content is required",
      invalid_type_error: "content must be an object",
    }),
    publish: z.boolean({ invalid_type_error: "publish must be true or false" }).default(false),
    publishAt: z
      .string({ invalid_type_error: NOT_A_TIME })
      .datetime({ offset: true, message: NOT_A_TIME })
      .refine((text) => !Number.isNaN(Date.parse(text)), NOT_A_TIME)
      .transform((text) => new Date(text))
      .nullable()
      .default(null),
    version: z
      .number({ required_error: "version is required", invalid_type_error: "version must be a whole number" })
      .int("version must be a whole number")
      .positive("version must be a whole number"),
  })
  .refine((change) => change.publish || change.publishAt === null, {
    path: ["publishAt"],
    message: 'publishAt schedules a publish: send it with "publish": true',
  });

function refuse(errors: Record<string, string[]>): never {
  throw new ApiError(400, Object.values(errors)[0]?.[0] ?? "Invalid request", { errors });
}

/**
 * Saves a client's change to page `key` (PUT's body): its content checked by the page's schema
 * (400 with every message by field path, nothing saved) and its rich text cleaned, then kept as
 * the draft, published now, or scheduled for `publishAt`. 409 with `currentVersion` when another
 * save came after the `version` it names. The document as stored.
 */
export async function savePageChange(key: DocumentKey, body: unknown, actor: Actor) {
  const parsed = PageChangeSchema.safeParse(body);
  if (!parsed.success) refuse(parsed.error.flatten().fieldErrors as Record<string, string[]>);
  const change = parsed.data;
  const definition: DocumentDefinition = DOCUMENTS[key];
  const { value, errors } = parseDocument(definition, change.content);
  if (errors) refuse(errors);

  const write = { key, expectedVersion: change.version, content: value, actor };
  try {
    const document = change.publish ? await publish({ ...write, at: change.publishAt }) : await saveDraft(write);
    if (!document) throw new ApiError(404, DOCUMENT_NOT_FOUND);
    return apiJson({ page: toApiPageDraft(document) });
  } catch (error) {
    if (!(error instanceof StaleVersionError)) throw error;
    return apiJson(
      {
        message: `Someone else saved this page since version ${change.version}: read it again and send your change with version ${error.currentVersion}.`,
        currentVersion: error.currentVersion,
      },
      { status: 409 },
    );
  }
}
