// Actions given requests their pages never send, or no longer would (found by the probe corpus and
// the fuzzer in tests/api): a body that is not a form is refused before anything changes, a value
// the page's buttons or select could not have sent comes back with a message the page shows, and a
// form whose page has changed since is told so.
import type { ActionFunctionArgs } from "@remix-run/node";
import { beforeAll, describe, expect, it } from "vitest";

import { db } from "~/db.server";
import { signToken } from "~/lib/signed-token.server";
import { MANAGE_PURPOSE } from "~/models/booking-emails.server";
import { startTestDatabase } from "~/models/testing.server";
import { env } from "~/utils/env.server";
import { UNSUPPORTED_FORM_MESSAGE } from "~/utils/form-data.server";

import { insertApplication } from "../application-rows";
import { staffSessionCookie } from "../staff-session";

beforeAll(startTestDatabase);

let cookie: string;
const now = new Date().toISOString();

beforeAll(async () => {
  cookie = await staffSessionCookie("actions-admin", "admin");
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

describe("an application's stage forms", () => {
  it.each([
    ["no stage", ""],
    ["a stage that does not exist", "stage=maybe"],
    ["a notice flag that is not the checkbox's", "stage=rejected&notifyCandidate=yes"],
  ])("answer %s with the pipeline's alert line", async (_, body) => {
    const { action } = await import("~/routes/_admin.admin.applications.$id/route");
    const { id } = await insertApplication(db, { job_id: null });
    const reply = await post(
      action,
      `/admin/applications/${id}`,
      { id: String(id) },
      {
        type: "application/x-www-form-urlencoded",
        body,
      },
    );

    expect(reply.status).toBe(400);
    const { error } = (await reply.json()) as { error: Record<string, string[]> };
    // The form's own message (""), which the page shows above the stage buttons.
    expect(error[""]?.[0]).toMatch(/^(Stage must be one of|notifyCandidate must be)/);
  });
});

describe("a booking's manage page", () => {
  it("answers a move of a booking cancelled since the page was opened with the reason, not the form's messages", async () => {
    const { action } = await import("~/routes/_public.appointment_.manage.$token");
    const booking = await db
      .insertInto("appointments")
      .values({
        token_hash: "cancelled-since",
        name: "Asha Rao",
        email: "asha@example.com",
        phone: "+919845012345",
        company: null,
        topic: "Business Consulting",
        starts_at: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString(),
        message: null,
        status: "cancelled",
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const token = signToken(env.sessionSecret, MANAGE_PURPOSE, booking.id, new Date(Date.now() + 60 * 60 * 1000));
    const path = `/appointment/manage/${token}`;
    const request = new Request(`http://site.test${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "date=&time=",
    });

    const reply = await action({ request, params: { token }, context: {} });

    expect(reply.status).toBe(302);
    expect(reply.headers.get("Location")).toBe(path);
    expect(reply.headers.get("Set-Cookie")).toMatch(/^en_toast=/);
  });
});
