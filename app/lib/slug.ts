// Readable post URLs: /blog/{slug}. A slug is lowercase ASCII letters and digits in dash-separated
// words, made from the title unless the writer types one, never only digits (those are ids).

export const MAX_SLUG_LENGTH = 80;

export const SLUG_PATTERN = /^(?!\d+$)[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** "Ça va? Growth & Pricing 2026" → "ca-va-growth-and-pricing-2026". */
export function slugify(text: string) {
  const words = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  const slug = words.slice(0, MAX_SLUG_LENGTH).replace(/-+$/, "") || "post";
  return /^\d+$/.test(slug) ? `post-${slug}` : slug;
}

/** `base`, or base-2, base-3 … : the first that `taken` does not hold. */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>) {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const suffix = `-${n}`;
    const candidate = `${base.slice(0, MAX_SLUG_LENGTH - suffix.length).replace(/-+$/, "")}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** A post's public URL: /blog/{slug} (/blog/{id} for a row written by other means, with none). */
export function postPath(post: { id: number; slug: string | null }) {
  return `/blog/${post.slug ?? post.id}`;
}
