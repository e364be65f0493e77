import { freeSlotsAnswer } from "~/utils/api-availability.server";
import { apiRoute } from "~/utils/api.server";

export const { loader, action } = apiRoute({
  /** The free slots of `?from=YYYY-MM-DD&to=YYYY-MM-DD` (at most 62 days; `&topic=`: its consultants'), for everyone. */
  GET: ({ request }) => freeSlotsAnswer(new URL(request.url)),
});
