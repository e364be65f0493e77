import { segmentsHtml } from "~/lib/search-snippet";
import {
  isSearchKind,
  MAX_SEARCH_LIMIT,
  SEARCH_KINDS,
  SEARCH_PAGE_SIZE,
  searchSite,
} from "~/models/site-search.server";
import { ApiError, apiJson, apiRoute, parsePaging } from "~/utils/api.server";

/** A query longer than this is refused: nobody types it, and the page cuts it anyway. */
const MAX_QUERY_LENGTH = 500;

export const { loader, action } = apiRoute({
  async GET({ request }) {
    const url = new URL(request.url);
    const { page, limit } = parsePaging(url, { limit: SEARCH_PAGE_SIZE, maxLimit: MAX_SEARCH_LIMIT });
    const q = url.searchParams.get("q") ?? "";
    if (q.length > MAX_QUERY_LENGTH) throw new ApiError(400, `q must be at most ${MAX_QUERY_LENGTH} characters`);
    const type = url.searchParams.get("type") || undefined;
    if (type !== undefined && !isSearchKind(type))
      throw new ApiError(400, `type must be one of ${SEARCH_KINDS.join(", ")}`);
    const found = await searchSite({ q, type, page, limit });
    return apiJson({
      q,
      // Titles and snippets as HTML: their text escaped, the matched words in <mark>.
      results: found.results.map(({ type, title, titleSegments, url, snippet, date }) => ({
        type,
        title,
        titleHtml: segmentsHtml(titleSegments),
        url,
        snippetHtml: segmentsHtml(snippet),
        date,
      })),
      // Counted up to 1,000: `totalCapped` says there are more.
      total: found.total,
      totalCapped: found.totalCapped,
      page: found.page,
      limit: found.limit,
    });
  },
});
