// Actions given requests their pages never send, or no longer would (found by the probe corpus and
// the fuzzer in tests/api): a body that is not a form is refused before anything changes.
import type { ActionFunctionArgs } from "@remix-run/node";
import { beforeAll, describe, expect, it } from "vitest";

import { db } from "~/db.server";
import { startSession } from "~/utils/auth.server";
import { UNSUPPORTED_FORM_MESSAGE } from "~/utils/form-data.server";

let cookie: string;
const now = new Date().toISOString();

beforeAll(async () => {
  const admin = await db
    .insertInto("users")
    .values({ username: "actions-admin", role: "admin", password_hash: "x", created_at: now, updated_at: now })
    .returning(["id", "username", "role"])
    .executeTakeFirstOrThrow();
  cookie = (await startSession(new Request("http://site.test/login"), admin)).split(";")[0]!;
});

/** Runs `action` as the signed-in admin with `body` sent as `type`; the answer, thrown or returned. */
async function post(
  action: (args: ActionFunctionArgs) => Promise<Response>,
  path: string,
  params: Record<string, string>,
  { type, body }: { type: string; body: string },
) {
  const request = new Request(`http://site.test${path}`, {
    method: "POST",
    headers: { Cookie: cookie, "Content-Type": type },
    body,
  });
  return action({ request, params, context: {} }).catch((thrown: unknown) => {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  });
}

const JSON_BODY = { type: "application/json", body: "{}" };

describe("actions that take an empty form refuse anything else, changing nothing", () => {
  it("restoring a revision", async () => {
    const { action } = await import("~/routes/_admin.admin.blogs.$id_.revisions.$revisionId");
    const post_ = { title: "Now", author: "Asha", description: "d", content: "<p>now</p>" };
    const blog = await db
      .insertInto("blogs")
      .values({ ...post_, image: null, status: "published", published_at: now, created_at: now, updated_at: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    const revision = await db
      .insertInto("post_revisions")
      .values({ blog_id: blog.id, ...post_, title: "Before", created_at: now, user_id: null, origin: "save" })
      .returning("id")
      .executeTakeFirstOrThrow();

    const path = `/admin/blogs/${blog.id}/revisions/${revision.id}`;
    const reply = await post(action, path, { id: String(blog.id), revisionId: String(revision.id) }, JSON_BODY);

    expect(reply.status).toBe(415);
    expect(await reply.json()).toEqual({ message: UNSUPPORTED_FORM_MESSAGE });
    const stored = await db.selectFrom("blogs").select("title").where("id", "=", blog.id).executeTakeFirstOrThrow();
    expect(stored.title).toBe("Now");
  });

  it("sending a failed email again", async () => {
    const { action } = await import("~/routes/_admin.admin.outbox.$id");
    const email = await db
      .insertInto("emails")
      .values({
        kind: "contact-staff",
        about: null,
        recipient: "staff@example.com",
        reply_to: null,
        subject: "A message",
        text: "Hello",
        html: "<p>Hello</p>",
        message_id: "<actions-test@example.com>",
        status: "failed",
        next_attempt_at: now,
        claimed_until: null,
        last_error: "Connection refused",
        smtp_response: null,
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();

    const reply = await post(action, `/admin/outbox/${email.id}`, { id: String(email.id) }, JSON_BODY);

    expect(reply.status).toBe(415);
    const stored = await db.selectFrom("emails").select("status").where("id", "=", email.id).executeTakeFirstOrThrow();
    expect(stored.status).toBe("failed");
  });
});
