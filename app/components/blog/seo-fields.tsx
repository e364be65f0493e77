import { useEffect, useRef, useState } from "react";

import { useSiteSettings } from "~/utils/site-settings";

import { TextAreaField, TextField, type useFormReply } from "../form-field";

/** About what search engines show before they cut a title or a description. */
const TITLE_SHOWN = 60;
const DESCRIPTION_SHOWN = 155;

/** The form's fields the previews show. */
const SHOWN = ["title", "description", "slug", "image", "metaTitle", "metaDescription", "socialImage"] as const;

function cut(text: string, length: number) {
  return text.length > length ? `${text.slice(0, length - 1).trimEnd()}…` : text;
}

/**
 * What search results and social cards show of a post, each defaulting to the post's own title,
 * description and cover; with previews of a search result and a social card as typed.
 */
export function SeoFields({ form }: { form: ReturnType<typeof useFormReply> }) {
  const { company, seo } = useSiteSettings();
  const fieldset = useRef<HTMLFieldSetElement>(null);
  const [values, setValues] = useState(() => Object.fromEntries(SHOWN.map((name) => [name, form.value(name)])));
  // The previews follow the whole form as it is typed in (title, description, slug, cover).
  useEffect(() => {
    const element = fieldset.current?.form;
    if (!element) return;
    const read = () =>
      setValues(
        Object.fromEntries(
          SHOWN.map((name) => {
            const control = element.elements.namedItem(name);
            return [
              name,
              control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement ? control.value.trim() : "",
            ];
          }),
        ),
      );
    element.addEventListener("input", read);
    return () => element.removeEventListener("input", read);
  }, []);
  const title = values.metaTitle || values.title || "Post title";
  const description = values.metaDescription || values.description || "The post's description.";
  const slug = values.slug || "your-post";
  const image = values.socialImage || values.image;

  return (
    <fieldset ref={fieldset} className="min-w-0 space-y-5 rounded-xl border border-border p-5">
      <legend className="px-1 text-sm font-semibold">Search and social</legend>
      <TextField
        label="Meta title"
        {...form.field("metaTitle")}
        hint={`Shown by search engines and social cards; left empty, the title. About ${TITLE_SHOWN} characters show.`}
      />
      <TextAreaField
        label="Meta description"
        rows={3}
        {...form.field("metaDescription")}
        hint={`Left empty, the description. About ${DESCRIPTION_SHOWN} characters show.`}
      />
      <TextField
        label="Social image URL"
        {...form.field("socialImage")}
        type="text"
        inputMode="url"
        placeholder="https://… or /images/…"
        hint="The picture of a shared link; left empty, the cover."
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <figure>
          <figcaption className="mb-2 text-xs font-semibold uppercase tracking-widest text-muted-foreground">
            Search result
          </figcaption>
          <div className="rounded-lg border border-border bg-background p-4">
            <p className="truncate text-xs text-muted-foreground">
              {company.name} › blog › {slug}
            </p>
            <p className="mt-1 text-lg leading-snug text-primary">{cut(title, TITLE_SHOWN)}</p>
            <p className="mt-1 text-sm text-muted-foreground">{cut(description, DESCRIPTION_SHOWN)}</p>
          </div>
        </figure>
        <figure>
          <figcaption className="mb-2 text-xs font-semibold uppercase tracking-widest text-muted-foreground">
            Social card
          </figcaption>
          <div className="overflow-hidden rounded-lg border border-border bg-background">
            {/* Left empty and without a cover, the site's own share image. */}
            <img src={image || seo.shareImage.src} alt="" className="aspect-[1.91/1] w-full object-cover" />
            <div className="border-t border-border p-3">
              <p className="text-xs uppercase text-muted-foreground">{company.name}</p>
              <p className="mt-0.5 line-clamp-2 text-sm font-semibold">{title}</p>
              <p className="mt-0.5 line-clamp-2 text-xs text-muted-foreground">{description}</p>
            </div>
          </div>
        </figure>
      </div>
    </fieldset>
  );
}
