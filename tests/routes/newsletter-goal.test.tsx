// A newsletter confirmation is a goal with the source of the visit that subscribed (issue 43): the
// subscribe page's signed field goes with the form, waits on the pending subscription, and the
// confirmation link's button records the goal with it. Runs on both engines (TEST_DATABASE_URL).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";

import { db } from "~/db.server";
import { emptyTables, startTestDatabase } from "~/models/testing.server";
import { siteOrigin } from "~/utils/http.server";

import * as newsletterRoute from "../../app/routes/_public.newsletter";
import * as confirmRoute from "../../app/routes/_public.newsletter_.confirm.$token";
import { answerOf } from "../loader-answer";

beforeAll(startTestDatabase);
beforeEach(() => emptyTables("analytics_goals", "subscriber_topics", "subscribers", "emails", "rate_limit_windows"));

/** The subscribe page's hidden field for a visit that came from `referrer`. */
async function visitSourceFrom(referrer: string) {
  const request = new Request(`${siteOrigin}/newsletter`, { headers: { Referer: referrer } });
  const page = await answerOf(await newsletterRoute.loader({ request, params: {}, context: {} } as LoaderFunctionArgs));
  return ((await page.json()) as { visitSource: string | null }).visitSource;
}

function post(path: string, fields: Record<string, string>, action: (args: ActionFunctionArgs) => Promise<unknown>) {
  const request = new Request(`${siteOrigin}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Referer: `${siteOrigin}/newsletter` },
    body: new URLSearchParams(fields),
  });
  const token = path.split("/").at(-1)!;
  return action({ request, params: { token }, context: {} });
}

async function confirmationPath() {
  const { text } = await db.selectFrom("emails").select("text").executeTakeFirstOrThrow();
  return new URL(/\S+\/newsletter\/confirm\/\S+/.exec(text)![0]).pathname;
}

describe("a newsletter confirmation's goal", () => {
  it("has the source of the visit that subscribed, which the subscription then forgets", async () => {
    const visitSource = await visitSourceFrom("https://www.linkedin.com/feed/");
    expect(visitSource).toEqual(expect.any(String));
    await post("/newsletter", { email: "reader@example.com", visit_source: visitSource! }, newsletterRoute.action);
    await post(await confirmationPath(), {}, confirmRoute.action);

    expect(await db.selectFrom("analytics_goals").select(["goal", "page", "source"]).execute()).toEqual([
      { goal: "newsletter", page: "/newsletter", source: "linkedin.com" },
    ]);
    expect(
      await db.selectFrom("subscribers").select(["status", "visit_source", "visit_page"]).executeTakeFirstOrThrow(),
    ).toEqual({ status: "confirmed", visit_source: null, visit_page: null });
  });
});
