// A tag's limits and its public addresses: shared by the model, the back-office form and the tag page.

export const MAX_TAG_LENGTH = 40;
/** A tag's description: a few sentences, short enough for a meta description and a feed's channel. */
export const MAX_TAG_DESCRIPTION_LENGTH = 500;

/** A tag's page; its feed is this plus /rss.xml. */
export function tagPath(slug: string) {
  return `/insights/tag/${slug}`;
}

/** What a tag's page, meta description and feed say about it: its own description, or a line made from its name. */
export function tagDescription(tag: { name: string; description: string }, companyName: string) {
  return tag.description || `Articles about ${tag.name} from ${companyName}.`;
}
