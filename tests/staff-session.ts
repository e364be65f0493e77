import { db } from "~/db.server";
import type { Role } from "~/lib/roles";
import { startSession } from "~/utils/auth.server";

/** A staff account made for a route test, signed in: its session cookie ("name=value") for requests. */
export async function staffSessionCookie(username: string, role: Role) {
  const now = new Date().toISOString();
  const user = await db
    .insertInto("users")
    .values({ username, role, password_hash: "x", created_at: now, updated_at: now })
    .returning(["id", "username", "role"])
    .executeTakeFirstOrThrow();
  return (await startSession(new Request("http://site.test/login"), user)).split(";")[0]!;
}
