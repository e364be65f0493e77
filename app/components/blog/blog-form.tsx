import { useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";

import { BLOGS } from "~/content/admin-resources";

import { RecordForm, type RecordFormProps } from "../admin/record-form";
import { TextAreaField, TextField, useFormReply } from "../form-field";
import { PublishFields } from "./publish-fields";
import { RichTextField } from "./rich-text-field";

const PREVIEW_PATH = "/admin/blogs/preview";

/**
 * The create/edit form of a post, with live previews of the image and of the (sanitized) content;
 * the stored content (sanitized on save) is previewed until the content is edited, in the rich-text
 * editor or in its HTML.
 */
export function BlogForm({ saved, reply, constraints, submitLabel, pendingLabel }: RecordFormProps) {
  const form = useFormReply(reply, { defaults: saved, constraints });
  const [image, setImage] = useState(form.value("image"));
  const [imageBroken, setImageBroken] = useState(false);
  const preview = useFetcher<{ html: string }>();
  const previewTimer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(previewTimer.current), []);

  return (
    <RecordForm
      resource={BLOGS}
      form={form}
      label="Blog post"
      legend="Post details"
      className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]"
      fieldsetClassName="space-y-6"
      submitLabel={submitLabel}
      pendingLabel={pendingLabel}
      aside={
        <section aria-labelledby="content-preview" className="card h-fit p-6 lg:sticky lg:top-6">
          <h2 id="content-preview" className="text-sm font-semibold uppercase tracking-widest text-muted-foreground">
            Content preview
          </h2>
          <div
            className="prose-content mt-4 text-base"
            // Sanitized on the server by the preview route, the same cleaning as on save.
            dangerouslySetInnerHTML={{
              __html: preview.data?.html ?? (saved?.content || "<p>Nothing to preview yet.</p>"),
            }}
          />
        </section>
      }
    >
      <TextField label="Title" {...form.field("title")} />
      <TextField
        label="Slug"
        {...form.field("slug")}
        autoCapitalize="none"
        spellCheck={false}
        hint="The post's address: /blog/your-slug. Lowercase letters, digits and dashes; left empty, it is made from the title. A changed slug keeps the old address working."
      />
      <TextField label="Author" {...form.field("author")} />
      <TextField
        label="Tags"
        {...form.field("tags")}
        hint="Separated by commas, such as Pricing, SaaS metrics: at most 10. Each has its page on /insights."
      />
      <PublishFields form={form} />
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
      <RichTextField
        label="Content (HTML)"
        editorLabel="Content"
        rows={14}
        {...form.field("content")}
        hint="Headings, paragraphs, lists, links, images, quotes, code and tables are kept; scripts and styles are removed."
        onChange={(content) => {
          clearTimeout(previewTimer.current);
          previewTimer.current = setTimeout(
            () => preview.submit({ content }, { method: "post", action: PREVIEW_PATH }),
            300,
          );
        }}
      />
    </RecordForm>
  );
}
