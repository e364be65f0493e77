import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";

import { DeleteButton } from "~/components/admin/record-actions";
import { BackToList, RecordErrorBoundary } from "~/components/admin/record-pages";
import { FormAlert, TextAreaField, TextField, useFormReply, ValidatedForm } from "~/components/form-field";
import { TAGS } from "~/content/admin-resources";
import { firstErrors, type FormReply } from "~/lib/form-reply";
import { MAX_TAG_DESCRIPTION_LENGTH, tagDescription, tagPath } from "~/lib/tags";
import type { Actor } from "~/models/activity.server";
import { mergeTag, TagMergeSchema } from "~/models/tag-removal.server";
import { getTag, listTags, nameTakenMessage, slugTakenMessage, TagEditSchema, updateTag } from "~/models/tag.server";
import { requireActor, requirePermission } from "~/utils/auth.server";
import { formRefusal, readFormData } from "~/utils/form-data.server";
import { pageTitle, useSiteSettings } from "~/utils/site-settings";
import { formConstraints, parseSubmission, withDatabaseBusyForm } from "~/utils/submission.server";
import { jsonWithToast, redirectWithToast } from "~/utils/toast.server";

import { TagMergeForm } from "./tag-merge-form";

// One tag: its name, slug (its address: /insights/tag/{slug}) and description, what its page, its
// meta description and its feed say; merging it into another tag, and deleting it. A slug it
// leaves keeps leading to it, and its own leads to the tag it was merged into.

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: pageTitle(matches, data ? `Edit tag ${data.tag.name}` : "Tag not found") },
];

async function requireTag(slug: string | undefined) {
  const tag = await getTag(slug ?? "");
  if (!tag) throw new Response(TAGS.notFound, { status: 404 });
  return tag;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requirePermission(request, "blogs:write");
  const tag = await requireTag(params.slug);
  return {
    tag,
    others: (await listTags()).filter((other) => other.slug !== tag.slug),
    constraints: formConstraints(TagEditSchema),
  };
}

const FAILED = "Failed to save tag";
const MERGE_FAILED = "Failed to merge tags";

async function saveTag(slug: string, formData: FormData, actor: Actor) {
  const submission = parseSubmission(formData, TagEditSchema);
  if (submission.status !== "success")
    return jsonWithToast(submission.reply(), { type: "error", title: FAILED }, { status: 400 });
  const result = await updateTag(slug, submission.value, actor);
  if (result.status === "missing") throw new Response(TAGS.notFound, { status: 404 });
  if (result.status === "name-taken" || result.status === "slug-taken") {
    const fieldErrors: Record<string, string[]> =
      result.status === "name-taken"
        ? { name: [nameTakenMessage(result.other)] }
        : { slug: [slugTakenMessage(result.other)] };
    return jsonWithToast(submission.reply({ fieldErrors }), { type: "error", title: FAILED }, { status: 409 });
  }
  return redirectWithToast(TAGS.listPath, { type: "success", title: "Tag saved", description: result.tag.name });
}

async function mergeInto(slug: string, formData: FormData, actor: Actor) {
  const submission = parseSubmission(formData, TagMergeSchema);
  if (submission.status !== "success")
    return jsonWithToast(submission.reply(), { type: "error", title: MERGE_FAILED }, { status: 400 });
  const result = await mergeTag(slug, submission.value.into, actor);
  if (result.status === "missing") throw new Response(TAGS.notFound, { status: 404 });
  if (result.status !== "merged") {
    const message = result.status === "same" ? "Choose a tag other than this one" : "That tag no longer exists";
    const reply = submission.reply({ fieldErrors: { into: [message] } });
    return jsonWithToast(reply, { type: "error", title: MERGE_FAILED }, { status: 409 });
  }
  return redirectWithToast(TAGS.listPath, {
    type: "success",
    title: "Tags merged",
    description: `“${result.source.name}” is now “${result.target.name}”`,
  });
}

async function changeTag({ request, params }: ActionFunctionArgs) {
  const actor = await requireActor(request, "blogs:write");
  const { slug } = await requireTag(params.slug);
  const formData = await readFormData(request);
  const intent = formData.get("intent");
  if (intent === "save") return saveTag(slug, formData, actor);
  if (intent === "merge") return mergeInto(slug, formData, actor);
  throw formRefusal(400, "The intent must be save or merge.");
}

export async function action(args: ActionFunctionArgs) {
  return withDatabaseBusyForm(args, changeTag);
}

export function ErrorBoundary() {
  return <RecordErrorBoundary resource={TAGS} />;
}

/** Which of the page's forms a reply is about: the one whose intent it carries back. */
function replyOf(reply: FormReply | undefined, intent: "save" | "merge") {
  const sent = reply?.initialValue?.intent;
  return sent === intent || (intent === "save" && sent === undefined) ? reply : undefined;
}

export default function EditTagRoute() {
  const { tag, others, constraints } = useLoaderData<typeof loader>();
  const fallback = tagDescription({ ...tag, description: "" }, useSiteSettings().company.name);
  const reply = useActionData<FormReply>();
  const form = useFormReply(replyOf(reply, "save"), {
    constraints,
    defaults: { name: tag.name, slug: tag.slug, description: tag.description },
  });
  const mergeReply = replyOf(reply, "merge");
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const path = tagPath(tag.slug);
  return (
    <>
      <BackToList resource={TAGS} />
      <div className="mt-6 max-w-2xl rounded-2xl border border-border bg-background p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight [overflow-wrap:anywhere]">Edit tag</h1>
        <p className="mt-1 text-sm text-muted-foreground">
          Its page:{" "}
          <Link to={path} className="font-mono text-xs font-medium text-primary hover:underline">
            {path}
          </Link>
        </p>
        <ValidatedForm method="post" errors={form.errors} onChange={form.onChange} aria-label="Edit tag">
          <fieldset disabled={pending === "save"} className="space-y-6">
            <legend className="sr-only">The tag’s name, slug and description</legend>
            <FormAlert message={form.formError} />
            <input type="hidden" name="intent" value="save" />
            <TextField label="Name" {...form.field("name")} hint="The name posts and the tag's page show." />
            <TextField
              label="Slug"
              {...form.field("slug")}
              hint="The tag's address: /insights/tag/your-slug. Lowercase letters, digits and dashes; left empty, it stays as it is. A changed slug keeps the old address working."
            />
            <TextAreaField
              label="Description"
              {...form.field("description")}
              rows={4}
              hint={`Plain text, at most ${MAX_TAG_DESCRIPTION_LENGTH} characters: shown on the tag's page, as its description for search engines and in its RSS feed. Left empty, they say “${fallback}”`}
            />
            <div className="flex items-center gap-3">
              <button type="submit" className="btn-primary">
                {pending === "save" ? "Saving..." : "Save tag"}
              </button>
              <Link to={TAGS.listPath} className="btn-outline">
                Cancel
              </Link>
            </div>
          </fieldset>
        </ValidatedForm>
      </div>
      {others.length > 0 ? (
        <div className="mt-6 max-w-2xl rounded-2xl border border-border bg-background p-6 shadow-sm sm:p-8">
          <TagMergeForm
            tag={tag}
            others={others}
            error={firstErrors(mergeReply).into ?? firstErrors(mergeReply)[""] ?? null}
            chosen={typeof mergeReply?.initialValue?.into === "string" ? mergeReply.initialValue.into : ""}
            pending={pending === "merge"}
          />
        </div>
      ) : null}
      <div className="mt-6 flex max-w-2xl flex-wrap items-center justify-between gap-3 rounded-2xl border border-danger/40 bg-background p-6 sm:p-8">
        <p className="text-sm text-muted-foreground">Deleting the tag takes it off every post that has it.</p>
        <DeleteButton resource={TAGS} record={{ id: tag.slug, name: tag.name }} />
      </div>
    </>
  );
}
