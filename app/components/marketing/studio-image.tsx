import type { Studio } from "~/content/marketing";

/** A studio's illustration (640×400, decorative: the studio's name is always next to it). */
export function StudioImage({
  studio,
  className,
  loading,
}: {
  studio: Pick<Studio, "image">;
  className: string;
  loading?: "lazy";
}) {
  return <img src={studio.image} alt="" width={640} height={400} className={className} loading={loading} />;
}
