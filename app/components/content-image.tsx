import type { ResponsiveImage } from "~/lib/media";
import type { PicturedImage } from "~/models/content-images.server";

/** How an image loads: `priority` for the one a page shows first (its LCP: eager, fetched first), lazily otherwise. */
function imageLoading(priority: boolean) {
  // React 18 knows no fetchPriority prop: the attribute goes as written.
  return priority ? { loading: "eager" as const, ...{ fetchpriority: "high" } } : { loading: "lazy" as const };
}

/**
 * A picture drawn instead where `media` matches: a phone's own crop of a wide background (art
 * direction). `width` and `height` are a site image's shape (an upload knows its own).
 */
export type NarrowImage = { image: PicturedImage; media: string; width: number; height: number };

/** The `<source>`s of an upload's modern formats (AVIF, WebP: the smallest files), for the screens `media` matches. */
function formatSources(picture: ResponsiveImage, sizes: string, media?: string) {
  return picture.sources.map((source) => (
    <source key={`${media}${source.type}`} media={media} type={source.type} srcSet={source.srcset} sizes={sizes} />
  ));
}

/** The `<source>`s of the narrow picture: an upload in every format and size, a site image at its given width. */
function narrowSources({ image, media, width, height }: NarrowImage, sizes: string) {
  if (image.picture)
    return [
      ...formatSources(image.picture, sizes, media),
      <source
        key={media}
        media={media}
        srcSet={image.picture.srcset}
        sizes={sizes}
        width={image.picture.width}
        height={image.picture.height}
      />,
    ];
  // Its width said in `srcset`, as the other sources' are: one <picture> may not mix the two kinds.
  return image.src
    ? [
        <source
          key={media}
          media={media}
          srcSet={`${image.src} ${width}w`}
          sizes={sizes}
          width={width}
          height={height}
        />,
      ]
    : [];
}

/**
 * A picture on a page, from a content document or a post: an upload (given its `<picture>` by the
 * loader's `withContentPictures`) in every size and format, the browser choosing by `sizes`; a site
 * image (/images/…) as it is, `width` and `height` giving it its shape before it loads (an upload
 * knows its own). Nothing for an empty field.
 */
export function ContentImage({
  image,
  alt = image.alt,
  sizes,
  width,
  height,
  narrow,
  priority = false,
  className = "",
  "data-testid": testId,
}: {
  image: PicturedImage;
  /** The alt text where this place differs from the document's (e.g. "" where the picture is decorative). */
  alt?: string;
  /** How wide the image is drawn, as `<img sizes>` says it. */
  sizes: string;
  width?: number;
  height?: number;
  narrow?: NarrowImage;
  /** The page's first picture (its LCP): fetched at once and first; the rest load as they near the screen. */
  priority?: boolean;
  className?: string;
  "data-testid"?: string;
}) {
  if (!image.src) return null;
  const { picture } = image;
  const sources = [...(narrow ? narrowSources(narrow, sizes) : []), ...(picture ? formatSources(picture, sizes) : [])];
  const img = (
    <img
      {...(picture
        ? { src: picture.src, srcSet: picture.srcset, sizes, width: picture.width, height: picture.height }
        : { src: image.src, width, height })}
      alt={alt}
      decoding="async"
      {...imageLoading(priority)}
      className={`object-cover ${className}`}
      data-testid={testId}
    />
  );
  return sources.length ? (
    <picture>
      {sources}
      {img}
    </picture>
  ) : (
    img
  );
}
