import type { PicturedImage } from "~/models/content-images.server";

import { imageLoading, ResponsivePicture } from "./responsive-picture";

/**
 * A content document's picture on a page: an upload (given its `<picture>` by the loader's
 * `withContentPictures`) in every size and format, a site image (/images/…) as it is. `width` and
 * `height` give a site image its shape before it loads (an upload knows its own). Nothing for an empty field.
 */
export function ContentImage({
  image,
  sizes,
  width,
  height,
  priority = false,
  className = "",
}: {
  image: PicturedImage;
  /** How wide the image is drawn, as `<img sizes>` says it. */
  sizes: string;
  width?: number;
  height?: number;
  priority?: boolean;
  className?: string;
}) {
  if (image.picture)
    return (
      <ResponsivePicture
        picture={image.picture}
        alt={image.alt}
        sizes={sizes}
        priority={priority}
        className={className}
      />
    );
  if (!image.src) return null;
  return (
    <img
      src={image.src}
      alt={image.alt}
      width={width}
      height={height}
      decoding="async"
      {...imageLoading(priority)}
      className={`object-cover ${className}`}
    />
  );
}
