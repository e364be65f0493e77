import type { PicturedImage } from "~/models/content-images.server";

import { ContentImage } from "../content-image";

/** A studio's illustration (640×400 when it is a site image; the studio's name is always next to it). */
export function StudioImage({
  studio,
  sizes,
  className,
  priority = false,
}: {
  studio: { image: PicturedImage };
  /** How wide the image is drawn, as `<img sizes>` says it. */
  sizes: string;
  className: string;
  /** On the studio's own page, where it is the picture a visitor sees first. */
  priority?: boolean;
}) {
  return (
    <ContentImage
      image={studio.image}
      sizes={sizes}
      width={640}
      height={400}
      priority={priority}
      className={className}
    />
  );
}
