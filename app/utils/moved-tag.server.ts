import { redirect } from "@remix-run/node";

import { slugOfFormerTagSlug } from "~/models/tag.server";

/**
 * What a tag's page or feed answers for a slug no tag has: a permanent redirect to the tag it
 * leads to now (renamed, or merged into it), made by `to` from that tag's slug; else a 404.
 */
export async function movedTagOrNotFound(slug: string | undefined, to: (slug: string) => string) {
  const moved = slug ? await slugOfFormerTagSlug(slug) : null;
  return moved ? redirect(to(moved), 301) : new Response("Tag not found", { status: 404 });
}
