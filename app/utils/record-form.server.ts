import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import type { z } from "zod";

import { countryOptions, type CountryOption } from "~/lib/countries";
import { effectiveStatus } from "~/lib/post-status";
import { OFFICE_TIME_ZONE } from "~/lib/slots";
import { toDateTimeLocal } from "~/lib/zoned-time";
import { newsletterFormChoice } from "~/models/newsletter-request.server";
import { allTagNames } from "~/models/tag.server";

import { adminRecords, requireRecordOf } from "./admin-record.server";
import { requireActor, requirePermission } from "./auth.server";
import { readPostForm } from "./post-form.server";
import { EDITABLE, writePermission, type EditableKind, type RecordOf } from "./records.server";
import { formConstraints, handleSaveForm, type ReadForm } from "./submission.server";
import { redirectWithToast } from "./toast.server";

// The server half of the back-office create and edit pages (the page itself: recordFormRoute in
// app/components/admin/record-routes.tsx). A form page's loader sends `{ form }`, the props of its
// form; an edit page's also `version`, which changes when its record is saved.

type FormOptions = { blogs: { tagNames: string[] }; jobs: { countries: CountryOption[] } };

/** What each kind's form needs besides its schema's constraints. */
const OPTIONS: { [K in EditableKind]: () => Promise<FormOptions[K]> } = {
  // The tags the site has, suggested as the writer types.
  blogs: async () => ({ tagNames: await allTagNames() }),
  // The country select's options are named here, on the server (see countryOptions).
  jobs: async () => ({ countries: countryOptions() }),
};

async function formProps<K extends EditableKind>(kind: K) {
  return { constraints: formConstraints(EDITABLE[kind].schema), ...(await OPTIONS[kind]()) };
}

/** The loader of a create page: an empty form. */
export async function loadNewRecordForm<K extends EditableKind>({ request }: LoaderFunctionArgs, kind: K) {
  await requirePermission(request, writePermission(kind));
  return json({ form: await formProps(kind) });
}

/** A field's stored value as the form shows it: text, '' for none. */
function asFieldValue(value: unknown) {
  return value ? String(value) : "";
}

/** Form fields whose value is not the record's field of the same name, per kind. */
const FIELD_VALUES: { [K in EditableKind]?: (record: RecordOf<K>) => Promise<Record<string, string>> } = {
  // The state a writer reads (scheduled, not "published"), and the publish time as the office's
  // wall clock (the form shows it in the writer's zone once it runs in a browser).
  blogs: async (post) => ({
    status: effectiveStatus(post, new Date()),
    newsletter: await newsletterFormChoice(post.id),
    publishDate: post.status === "draft" ? "" : toDateTimeLocal(post.publishedAt, OFFICE_TIME_ZONE),
    timeZone: OFFICE_TIME_ZONE,
    tags: post.tags.map((tag) => tag.name).join(", "),
    featured: String(post.featured),
  }),
};

/** The loader of an edit page: each of the form's fields filled with the record's value of the same name. */
export async function loadRecordForm<K extends EditableKind>(args: LoaderFunctionArgs, kind: K) {
  const { record } = await requireRecordOf(args, kind);
  const props = await formProps(kind);
  const saved = {
    ...Object.fromEntries(
      Object.keys(props.constraints).map((field) => [field, asFieldValue(record[field as keyof typeof record])]),
    ),
    ...(await FIELD_VALUES[kind]?.(record)),
  };
  return json({ form: { ...props, saved }, version: record.updatedAt });
}

/** How each kind's form is read when it is not a plain form: the post form may carry a cover image. */
const FORM_READERS: { [K in EditableKind]?: (request: Request, userId: number) => Promise<ReadForm> } = {
  blogs: readPostForm,
};

/** The toasts of a save, and the line above the form when it fails (see handleSaveForm). */
type SaveWords = { done: string; failed: string; alert?: (message: string) => string };

/**
 * The action of a create or edit form (see handleSaveForm): `save` stores the checked input, then
 * the admin is back on the list with the success toast naming the record. An edit whose record is
 * gone by then (`save` finds none) is the resource's 404.
 */
async function saveRecordForm<I>(
  request: Request,
  { kind, userId }: { kind: EditableKind; userId: number },
  schema: z.ZodType<I, z.ZodTypeDef, unknown>,
  save: (input: I) => Promise<{ title: string } | null>,
  { done, failed, alert }: SaveWords,
) {
  const { resource } = adminRecords(kind);
  return handleSaveForm(
    request,
    schema,
    async (input) => {
      const record = await save(input);
      if (!record) throw new Response(resource.notFound, { status: 404 });
      return redirectWithToast(resource.listPath, { type: "success", title: done, description: record.title });
    },
    { toast: failed, alert },
    FORM_READERS[kind] && ((request) => FORM_READERS[kind]!(request, userId)),
  );
}

/** The action of a create page. */
export async function createRecord<K extends EditableKind>({ request }: ActionFunctionArgs, kind: K, words: SaveWords) {
  const actor = await requireActor(request, writePermission(kind));
  const { schema, create } = EDITABLE[kind];
  return saveRecordForm(request, { kind, userId: actor.id }, schema, (input) => create(input, actor), words);
}

/** The action of an edit page: its record must still exist. */
export async function updateRecord<K extends EditableKind>(args: ActionFunctionArgs, kind: K, words: SaveWords) {
  const { id, actor } = await requireRecordOf(args, kind);
  const { schema, update } = EDITABLE[kind];
  return saveRecordForm(args.request, { kind, userId: actor.id }, schema, (input) => update(id, input, actor), words);
}
