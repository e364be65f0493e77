// The signed-in user is looked up once per page request: the layout's loader and the page's both
// ask, and each lookup parses and checks the cookie and reads the session. An action looks again.
import { beforeAll, beforeEach, describe, expect, it } from "vitest";

import { db } from "~/db.server";
import { emptyTables, insertStaff, startTestDatabase } from "~/models/testing.server";

import { getUser, startSession } from "./auth.server";
import { requestContext } from "./request-context.server";

beforeAll(startTestDatabase);

let cookie: string;
beforeEach(async () => {
  await emptyTables("sessions");
  const user = await insertStaff(`staff-${Math.random().toString(36).slice(2)}`);
  const setCookie = await startSession(new Request("http://localhost/login", { method: "POST" }), {
    id: user.id,
    username: user.username,
    role: "editor",
  });
  cookie = setCookie.split(";")[0]!;
});

const asked = (method = "GET") => new Request("http://localhost/admin/blogs", { method, headers: { Cookie: cookie } });
const inOneRequest = <T>(work: () => Promise<T>) =>
  requestContext.run({ requestId: "test", userId: null, readsSession: false }, work);
const endSessions = () => db.deleteFrom("sessions").execute();

describe("getUser", () => {
  it("looks the user up once for all the loaders of a request", async () => {
    const [first, second] = await inOneRequest(async () => {
      const first = await getUser(asked());
      await endSessions(); // a second lookup would find no session
      return [first, await getUser(asked())];
    });
    expect(first?.id).toBeGreaterThan(0);
    expect(second).toEqual(first);
  });

  it("looks again in an action, and for the loaders after it", async () => {
    const [before, inAction, after] = await inOneRequest(async () => {
      const before = await getUser(asked());
      await endSessions();
      return [before, await getUser(asked("POST")), await getUser(asked())];
    });
    expect(before).not.toBeNull();
    expect([inAction, after]).toEqual([null, null]);
  });

  it("looks again in the next request, and for another cookie", async () => {
    expect(await inOneRequest(() => getUser(asked()))).not.toBeNull();
    await inOneRequest(async () => {
      expect(await getUser(asked())).not.toBeNull();
      expect(await getUser(new Request("http://localhost/admin/blogs"))).toBeNull();
    });
    await endSessions();
    expect(await inOneRequest(() => getUser(asked()))).toBeNull();
  });
});
