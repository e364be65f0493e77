import { useParams } from "@remix-run/react";
import { useRef } from "react";

import { BLOGS } from "~/content/admin-resources";

import { RecordForm, type RecordFormProps } from "../admin/record-form";
import { CheckboxField, TextAreaField, TextField, useFormReply } from "../form-field";
import { CoverFields } from "./cover-fields";
import { NewsletterFields } from "./newsletter-fields";
import { PublishFields } from "./publish-fields";
import { RichTextField } from "./rich-text-field";
import { SeoFields } from "./seo-fields";
import { TagsField } from "./tags-field";
import { autosaveText, useAutosave } from "./use-autosave";
import { useContentPreview } from "./use-content-preview";

/**
 * The create/edit form of a post, with live previews of the image and of the (sanitized) content;
 * the stored content (sanitized on save) is previewed until the content is edited, in the rich-text
 * editor or in its HTML.
 */
export function BlogForm({
  saved,
  reply,
  constraints,
  submitLabel,
  pendingLabel,
  tagNames,
}: RecordFormProps & { tagNames: string[] }) {
  const form = useFormReply(reply, { defaults: saved, constraints });
  const autosaveLine = useRef<HTMLParagraphElement>(null);
  const autosave = useAutosave(autosaveLine, useParams().id);
  const contentPreview = useContentPreview();

  return (
    <RecordForm
      resource={BLOGS}
      form={form}
      label="Blog post"
      legend="Post details"
      className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]"
      fieldsetClassName="space-y-6"
      submitLabel={submitLabel}
      pendingLabel={pendingLabel}
      encType="multipart/form-data"
      action={autosave.postId ? `/admin/blogs/${autosave.postId}` : undefined}
      onSubmit={autosave.onSubmit}
      aside={
        <section aria-labelledby="content-preview" className="card h-fit p-6 lg:sticky lg:top-6">
          <h2 id="content-preview" className="text-sm font-semibold uppercase tracking-widest text-muted-foreground">
            Content preview
          </h2>
          <div
            className="prose-content mt-4 text-base"
            // Sanitized on the server by the preview route, the same cleaning as on save.
            dangerouslySetInnerHTML={{
              __html: contentPreview.html ?? (saved?.content || "<p>Nothing to preview yet.</p>"),
            }}
          />
        </section>
      }
    >
      <p ref={autosaveLine} role="status" className="min-h-5 text-sm font-medium text-muted-foreground">
        {autosaveText(autosave.state)}
      </p>
      <TextField label="Title" {...form.field("title")} />
      <TextField
        label="Slug"
        {...form.field("slug")}
        autoCapitalize="none"
        spellCheck={false}
        hint="The post's address: /blog/your-slug. Lowercase letters, digits and dashes; left empty, it is made from the title. A changed slug keeps the old address working."
      />
      <TextField label="Author" {...form.field("author")} />
      <TagsField form={form} known={tagNames} />
      <PublishFields form={form} />
      <CheckboxField name="featured" checked={form.value("featured") === "true"} required={false}>
        Feature this post: it leads /insights (instead of the post featured now)
      </CheckboxField>
      <NewsletterFields form={form} />
      <TextAreaField label="Description" rows={8} {...form.field("description")} />
      <CoverFields form={form} />
      <RichTextField
        label="Content (HTML)"
        editorLabel="Content"
        rows={14}
        {...form.field("content")}
        hint="Headings, paragraphs, lists, links, images, quotes, code and tables are kept; scripts and styles are removed."
        onChange={contentPreview.update}
      />
      <SeoFields form={form} />
    </RecordForm>
  );
}
