import type { ResponsiveImage } from "~/lib/media";

/** How an image loads: `priority` for the first one a page shows (eager, fetched first), lazily otherwise. */
export function imageLoading(priority: boolean) {
  // React 18 knows no fetchPriority prop: the attribute goes as written.
  return priority ? { loading: "eager" as const, ...{ fetchpriority: "high" } } : { loading: "lazy" as const };
}

/** An uploaded image as a `<picture>` of every size (AVIF, WebP, its own format; the browser picks by `sizes`). */
export function ResponsivePicture({
  picture,
  alt,
  sizes,
  priority = false,
  className = "",
}: {
  picture: ResponsiveImage;
  alt: string;
  /** How wide the image is drawn, as `<img sizes>` says it. */
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  return (
    <picture>
      {picture.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
      ))}
      <img
        src={picture.src}
        srcSet={picture.srcset}
        sizes={sizes}
        alt={alt}
        width={picture.width}
        height={picture.height}
        decoding="async"
        {...imageLoading(priority)}
        className={`object-cover ${className}`}
      />
    </picture>
  );
}
