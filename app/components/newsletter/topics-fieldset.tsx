import { useNewsletterCopy } from "~/utils/newsletter-copy";

type Topic = { name: string; slug: string };

/** Every post, or only posts with one of the chosen topics (the blog's tags): plain radios and checkboxes. */
export function TopicsFieldset({
  topics,
  allTopics,
  chosen,
}: {
  topics: Topic[];
  allTopics: boolean;
  chosen: string[];
}) {
  const { page } = useNewsletterCopy();
  return (
    <fieldset className="space-y-3">
      <legend className="label">{page.topicsLegend}</legend>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="radio"
          name="scope"
          value="all"
          defaultChecked={allTopics}
          className="h-4 w-4 accent-[rgb(var(--primary))]"
        />
        {page.everything}
      </label>
      {topics.length > 0 ? (
        <>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name="scope"
              value="topics"
              defaultChecked={!allTopics}
              className="h-4 w-4 accent-[rgb(var(--primary))]"
            />
            {page.onlyTopics}
          </label>
          <ul className="ml-6 grid gap-2 sm:grid-cols-2">
            {topics.map((topic) => (
              <li key={topic.slug}>
                <label className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    name="topics"
                    value={topic.slug}
                    defaultChecked={chosen.includes(topic.slug)}
                    className="h-4 w-4 accent-[rgb(var(--primary))]"
                  />
                  {topic.name}
                </label>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </fieldset>
  );
}
