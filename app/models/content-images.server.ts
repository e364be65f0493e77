import type { Fields, ImageValue } from "~/lib/content-fields";
import { imageValue, mapLeaves } from "~/lib/content-form";
import { mediaSha, type ResponsiveImage } from "~/lib/media";

import { responsiveImagesByPath } from "./image.server";

/** A document's picture as a page draws it: an upload carries its `<picture>` (every size and format). */
export type PicturedImage = ImageValue & { picture?: ResponsiveImage | null };

/**
 * A document's value with each uploaded picture (a /media address) given its `<picture>`, read in
 * one query, for `<ContentImage>`; a site image (/images/…) stays as it is.
 */
export async function withContentPictures<V>(definition: { fields: Fields }, value: V): Promise<V> {
  const paths: string[] = [];
  mapLeaves(definition.fields, value, (field, image) => {
    if (field.kind === "image") paths.push(imageValue(image).src);
    return image;
  });
  const pictures = await responsiveImagesByPath(paths);
  return mapLeaves(definition.fields, value, (field, image) => {
    if (field.kind !== "image") return image;
    const sha = mediaSha(imageValue(image).src);
    return sha ? { ...imageValue(image), picture: pictures.get(sha) ?? null } : image;
  });
}
