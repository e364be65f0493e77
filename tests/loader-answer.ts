/**
 * What a loader or action gave, as the Response a browser would get: a loader that returns its data
 * (a plain object, or `data(value, init)` for a status or headers) is answered as JSON with that status.
 */
export function answerOf(result: unknown): Response {
  if (result instanceof Response) return result;
  if (isDataWithInit(result)) return Response.json(result.data, result.init ?? undefined);
  return Response.json(result);
}

function isDataWithInit(value: unknown): value is { data: unknown; init: ResponseInit | null } {
  return typeof value === "object" && value !== null && (value as { type?: unknown }).type === "DataWithResponseInit";
}
