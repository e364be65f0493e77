import { z } from "zod";

import { documentDefinition } from "~/content/documents";
import type { DocumentDefinition } from "~/lib/content-fields";
import { parseDocument } from "~/lib/content-values.server";
import { requestedSlug, SLUG_MESSAGES, slugProblem } from "~/lib/staff-pages";
import type { Actor } from "~/models/activity.server";
import {
  createDocument,
  DocumentKeyTakenError,
  publish,
  saveDraft,
  StaleVersionError,
} from "~/models/content-document-write.server";
import { getDocument } from "~/models/content-document.server";

import { toApiPageDraft } from "./api-shapes.server";
import { ApiError, apiJson } from "./api.server";
import { DOCUMENT_NOT_FOUND } from "./page-documents.server";

// What /api/pages/{key} needs beyond the API's plumbing: who may edit which document, and a
// client's change (PUT) checked, cleaned and saved as a draft, a publish or a schedule.

/** The key of `/api/pages/{key}` and its definition when it names a document: 404 otherwise. */
export function pageKey(param: string | undefined) {
  const definition = documentDefinition(param ?? "");
  if (param === undefined || !definition) throw new ApiError(404, DOCUMENT_NOT_FOUND);
  return { key: param, definition };
}

/**
 * The key a PUT writes to: as pageKey, but a staff page's address that cannot be one is said
 * why (400 for its form, 409 for one the site uses itself) rather than not found.
 */
export function writablePageKey(param: string | undefined) {
  const slug = requestedSlug(param ?? "");
  const problem = slug === null ? null : slugProblem(slug);
  if (problem)
    throw new ApiError(problem === SLUG_MESSAGES.reserved ? 409 : 400, problem, { errors: { key: [problem] } });
  return pageKey(param);
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
      .nonnegative("version must be a whole number"),
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
 * save came after the `version` it names. Version 0 names a page not made yet: a staff page
 * (`page-{slug}`) is then made with the content (and published, if asked). The document as stored.
 */
export async function savePageChange(
  { key, definition }: { key: string; definition: DocumentDefinition },
  body: unknown,
  actor: Actor,
) {
  const parsed = PageChangeSchema.safeParse(body);
  if (!parsed.success) refuse(parsed.error.flatten().fieldErrors as Record<string, string[]>);
  const change = parsed.data;
  const { value, errors } = parseDocument(definition, change.content);
  if (errors) refuse(errors);

  const write = { key, expectedVersion: change.version, content: value, actor };
  try {
    const made = change.version === 0 && requestedSlug(key) !== null ? await createDocument(write) : null;
    const from = made ? { ...write, expectedVersion: made.version } : write;
    const document = change.publish
      ? await publish({ ...from, at: change.publishAt })
      : (made ?? (await saveDraft(from)));
    if (!document) throw new ApiError(404, DOCUMENT_NOT_FOUND);
    return apiJson({ page: toApiPageDraft(document) }, { status: made ? 201 : 200 });
  } catch (error) {
    // A page made meanwhile by another call is, to this one, a newer version.
    const stale =
      error instanceof DocumentKeyTakenError
        ? new StaleVersionError(key, (await getDocument(key))?.version ?? 0)
        : error;
    if (!(stale instanceof StaleVersionError)) throw error;
    return apiJson(
      {
        message: `Someone else saved this page since version ${change.version}: read it again and send your change with version ${stale.currentVersion}.`,
        currentVersion: stale.currentVersion,
      },
      { status: 409 },
    );
  }
}
