import { Link } from "@remix-run/react";

/** A post's tags, each a link to its page; above a card's whole-card link, so each is clickable. */
export function TagChips({
  tags,
  className = "",
}: {
  tags: Array<{ name: string; slug: string }>;
  className?: string;
}) {
  if (tags.length === 0) return null;
  return (
    <ul aria-label="Tags" className={`relative z-10 flex flex-wrap gap-2 ${className}`}>
      {tags.map((tag) => (
        <li key={tag.slug}>
          <Link
            to={`/insights/tag/${tag.slug}`}
            className="inline-block rounded-full bg-primary/10 px-2.5 py-1 text-xs font-semibold text-primary hover:underline"
          >
            {tag.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
