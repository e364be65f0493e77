import { mediaSha, type ResponsiveImage } from "./media";

// A post's stored HTML names an uploaded image by one address (`<img src="/media/…">`, cleaned by
// the allow-list). On its page each becomes a `<picture>` of every size and format, made here from
// the database's variants: never from anything the writer typed.

/** How wide a body image is drawn: the article column (48rem) on wide screens, the screen on phones. */
export const BODY_IMAGE_SIZES = "(min-width: 48rem) 48rem, 100vw";

const IMG_TAG = /<img\b[^>]*>/g;

function attribute(tag: string, name: string) {
  return new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
}

/** The /media addresses the HTML's images show. */
export function mediaPathsIn(html: string) {
  return [...html.matchAll(IMG_TAG)].map((match) => attribute(match[0], "src") ?? "").filter((src) => mediaSha(src));
}

/** The `<picture>` of an image: its sources, then the `<img>` with its intrinsic size. */
export function pictureHtml(picture: ResponsiveImage, { alt, sizes }: { alt: string; sizes: string }) {
  const sources = picture.sources
    .map((source) => `<source type="${source.type}" srcset="${source.srcset}" sizes="${sizes}">`)
    .join("");
  return (
    `<picture>${sources}<img src="${picture.src}" srcset="${picture.srcset}" sizes="${sizes}" ` +
    `width="${picture.width}" height="${picture.height}" alt="${alt}" loading="lazy" decoding="async"></picture>`
  );
}

/**
 * Sanitized HTML with each uploaded image (`pictures`, by its address's SHA-256) drawn as a
 * `<picture>`; other images stay as they are. `alt` comes from the sanitizer's output, escaped.
 */
export function withResponsiveImages(html: string, pictures: Map<string, ResponsiveImage>) {
  return html.replace(IMG_TAG, (tag) => {
    const picture = pictures.get(mediaSha(attribute(tag, "src")) ?? "");
    return picture ? pictureHtml(picture, { alt: attribute(tag, "alt") ?? "", sizes: BODY_IMAGE_SIZES }) : tag;
  });
}
