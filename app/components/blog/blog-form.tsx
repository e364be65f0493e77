import { useFetcher, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";

import { BLOGS } from "~/content/admin-resources";
import type { FormConstraints, FormReply } from "~/lib/form-reply";

import { SaveOrCancel } from "../admin/record-pages";
import { FormAlert, TextAreaField, TextField, useFormReply, ValidatedForm } from "../form-field";

const PREVIEW_PATH = "/admin/blogs/preview";

/** The create/edit form of a post, with live previews of the image and of the (sanitized) content. */
export function BlogForm({
  saved,
  reply,
  constraints,
  submitLabel,
  pendingLabel,
  savedHtml = "",
}: {
  /** The post as saved (editing); a new post starts empty. */
  saved?: Record<string, string>;
  /** The action's answer to the last submit (what was typed, the messages). */
  reply?: FormReply;
  constraints: FormConstraints;
  submitLabel: string;
  pendingLabel: string;
  /** The stored (sanitized) content, previewed until the content is edited. */
  savedHtml?: string;
}) {
  const navigation = useNavigation();
  const pending = navigation.state === "submitting";
  const form = useFormReply(reply, { defaults: saved, constraints });
  const [image, setImage] = useState(form.value("image"));
  const [imageBroken, setImageBroken] = useState(false);
  const preview = useFetcher<{ html: string }>();
  const previewTimer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(previewTimer.current), []);

  return (
    <ValidatedForm
      method="post"
      errors={form.errors}
      aria-label="Blog post"
      className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]"
      onChange={form.onChange}
    >
      <fieldset disabled={pending} className="space-y-6">
        <legend className="sr-only">Post details</legend>
        <FormAlert message={form.formError} />
        <TextField label="Title" {...form.field("title")} />
        <TextField label="Author" {...form.field("author")} />
        <TextAreaField label="Description" rows={8} {...form.field("description")} />
        <TextField
          label="Image URL"
          {...form.field("image")}
          type="text"
          inputMode="url"
          placeholder="https://… or /images/…"
          onChange={(event) => {
            setImage(event.currentTarget.value.trim());
            setImageBroken(false);
          }}
        />
        {image && !imageBroken ? (
          <img
            src={image}
            alt="Preview of the post's cover"
            onError={() => setImageBroken(true)}
            className="aspect-[16/9] w-full rounded-xl border border-border object-cover"
          />
        ) : null}
        <TextAreaField
          label="Content (HTML)"
          rows={14}
          {...form.field("content")}
          hint="Headings, paragraphs, lists, links, images, quotes, code and tables are kept; scripts and styles are removed."
          className="input font-mono text-sm"
          onChange={(event) => {
            const content = event.currentTarget.value;
            clearTimeout(previewTimer.current);
            previewTimer.current = setTimeout(
              () => preview.submit({ content }, { method: "post", action: PREVIEW_PATH }),
              300,
            );
          }}
        />
        <SaveOrCancel resource={BLOGS} pending={pending} submitLabel={submitLabel} pendingLabel={pendingLabel} />
      </fieldset>
      <section aria-labelledby="content-preview" className="card h-fit p-6 lg:sticky lg:top-6">
        <h2 id="content-preview" className="text-sm font-semibold uppercase tracking-widest text-muted-foreground">
          Content preview
        </h2>
        <div
          className="prose-content mt-4 text-base"
          // Sanitized on the server by the preview route, the same cleaning as on save.
          dangerouslySetInnerHTML={{ __html: preview.data?.html ?? (savedHtml || "<p>Nothing to preview yet.</p>") }}
        />
      </section>
    </ValidatedForm>
  );
}
