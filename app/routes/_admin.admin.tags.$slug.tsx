import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";

import { BackToList, RecordErrorBoundary } from "~/components/admin/record-pages";
import { FormAlert, TextAreaField, TextField, useFormReply, ValidatedForm } from "~/components/form-field";
import { TAGS } from "~/content/admin-resources";
import { company } from "~/content/site";
import type { FormReply } from "~/lib/form-reply";
import { MAX_TAG_DESCRIPTION_LENGTH, tagDescription, tagPath } from "~/lib/tags";
import { getTag, nameTakenMessage, TagEditSchema, updateTag } from "~/models/tag.server";
import { requireActor, requirePermission } from "~/utils/auth.server";
import { readFormData } from "~/utils/form-data.server";
import { formConstraints, parseSubmission, withDatabaseBusyForm } from "~/utils/submission.server";
import { jsonWithToast, redirectWithToast } from "~/utils/toast.server";

// One tag's name and description: what its page (/insights/tag/{slug}), its meta description and
// its feed say. Its slug, and so every link to it, stays as it is.

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data ? `Edit tag ${data.tag.name}` : "Tag not found"} | ${company.name}` },
];

async function requireTag(slug: string | undefined) {
  const tag = await getTag(slug ?? "");
  if (!tag) throw new Response(TAGS.notFound, { status: 404 });
  return tag;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requirePermission(request, "blogs:write");
  const tag = await requireTag(params.slug);
  return json({
    tag,
    fallback: tagDescription({ ...tag, description: "" }, company.name),
    constraints: formConstraints(TagEditSchema),
  });
}

const FAILED = "Failed to save tag";

async function saveTag({ request, params }: ActionFunctionArgs) {
  const actor = await requireActor(request, "blogs:write");
  const { slug } = await requireTag(params.slug);
  const submission = parseSubmission(await readFormData(request), TagEditSchema);
  if (submission.status !== "success")
    return jsonWithToast(submission.reply(), { type: "error", title: FAILED }, { status: 400 });
  const result = await updateTag(slug, submission.value, actor);
  if (result.status === "missing") throw new Response(TAGS.notFound, { status: 404 });
  if (result.status === "name-taken") {
    const reply = submission.reply({ fieldErrors: { name: [nameTakenMessage(result.other)] } });
    return jsonWithToast(reply, { type: "error", title: FAILED }, { status: 409 });
  }
  return redirectWithToast(TAGS.listPath, { type: "success", title: "Tag saved", description: result.tag.name });
}

export async function action(args: ActionFunctionArgs) {
  return withDatabaseBusyForm(args, saveTag);
}

export function ErrorBoundary() {
  return <RecordErrorBoundary resource={TAGS} />;
}

export default function EditTagRoute() {
  const { tag, fallback, constraints } = useLoaderData<typeof loader>();
  const form = useFormReply(useActionData<FormReply>(), {
    constraints,
    defaults: { name: tag.name, description: tag.description },
  });
  const pending = useNavigation().state === "submitting";
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
          <fieldset disabled={pending} className="space-y-6">
            <legend className="sr-only">The tag’s name and description</legend>
            <FormAlert message={form.formError} />
            <TextField
              label="Name"
              {...form.field("name")}
              hint={`The name posts and the tag's page show. Its address stays ${path}, so links to it never break.`}
            />
            <TextAreaField
              label="Description"
              {...form.field("description")}
              rows={4}
              hint={`Plain text, at most ${MAX_TAG_DESCRIPTION_LENGTH} characters: shown on the tag's page, as its description for search engines and in its RSS feed. Left empty, they say “${fallback}”`}
            />
            <div className="flex items-center gap-3">
              <button type="submit" className="btn-primary">
                {pending ? "Saving..." : "Save tag"}
              </button>
              <Link to={TAGS.listPath} className="btn-outline">
                Cancel
              </Link>
            </div>
          </fieldset>
        </ValidatedForm>
      </div>
    </>
  );
}
