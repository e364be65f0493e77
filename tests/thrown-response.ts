import { expect } from "vitest";

/** The status and JSON body of the Response a promise rejects with (how loaders and body
 * readers refuse a request). Fails the test when it resolves or throws anything else. */
export async function thrownResponse(promise: Promise<unknown>) {
  const thrown = await promise.then(
    () => null,
    (error: unknown) => error,
  );
  expect(thrown).toBeInstanceOf(Response);
  const response = thrown as Response;
  return { status: response.status, body: await response.json() };
}
