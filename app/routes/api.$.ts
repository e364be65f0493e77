import { ApiError, apiRoute } from "~/utils/api.server";

// Any /api path without its own route: JSON 404 for every method, never the HTML not-found page.
const notFound = async () => {
  throw new ApiError(404, "Not found");
};

export const { loader, action } = apiRoute({ GET: notFound, POST: notFound, PUT: notFound, DELETE: notFound });
