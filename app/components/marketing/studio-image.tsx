import type { ImageValue } from "~/lib/content-fields";

/** A studio's illustration (640×400, decorative: the studio's name is always next to it). */
export function StudioImage({
  studio,
  className,
  loading,
}: {
  studio: { image: ImageValue };
  className: string;
  loading?: "lazy";
}) {
  return (
    <img
      src={studio.image.src}
      alt={studio.image.alt}
      width={640}
      height={400}
      className={className}
      loading={loading}
    />
  );
}
