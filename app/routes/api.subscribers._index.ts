import { SUBSCRIBER_STATES } from "~/lib/subscribers";
import { listSubscribers, SUBSCRIBERS_PER_PAGE, subscriberFiltersFromUrl } from "~/models/subscriber-list.server";
import { ApiError, apiJson, apiRoute, parsePaging, requireApiPermission } from "~/utils/api.server";

/** The filters a client sent (?state=&topic=&q=): a state we do not know is a 400, not ignored. */
function filtersOf(url: URL) {
  const filters = subscriberFiltersFromUrl(url.searchParams);
  if (url.searchParams.get("state") && !filters.state)
    throw new ApiError(400, `state must be one of ${SUBSCRIBER_STATES.join(", ")}`);
  return filters;
}

export const { loader, action } = apiRoute({
  async GET({ request }) {
    await requireApiPermission(request, "subscribers:manage");
    const url = new URL(request.url);
    const { page, limit } = parsePaging(url, { limit: SUBSCRIBERS_PER_PAGE, maxLimit: 100 });
    const list = await listSubscribers(filtersOf(url), { page, limit });
    return apiJson({
      // Topics as tag slugs; none when the reader takes every post (everyPost).
      subscribers: list.subscribers.map(({ topics, ...subscriber }) => ({
        _id: String(subscriber.id),
        ...subscriber,
        id: String(subscriber.id),
        topics: topics.map((topic) => topic.slug),
      })),
      total: list.total,
      page,
      limit,
      stateCounts: list.stateCounts,
    });
  },
});
