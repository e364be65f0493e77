// The newsletter's words are a content document ("newsletter", edited in /admin/pages by Admins and
// Editors): a publish changes the footer's form on every page and /newsletter at once, however they
// were cached, and the consent version a confirmation records is the one of the wording the form
// showed. Runs on both engines (TEST_DATABASE_URL).
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { newsletterSeed } from "~/content/seed/newsletter";
import { consentVersionOf } from "~/lib/consent-version.server";

import { call, createUser, db, login, startHttpServer } from "./harness";

let server: Awaited<ReturnType<typeof startHttpServer>>;
let editor: string;
beforeAll(async () => {
  server = await startHttpServer();
  ({ token: editor } = await login(await createUser({ role: "editor" })));
});
afterAll(() => server.close());

/** The page as an anonymous visitor gets it, through the page cache. */
async function page(path: string) {
  const response = await fetch(server.origin + path);
  expect(response.status, path).toBe(200);
  return response.text();
}

/** The consent version a page's (first) subscribe form posts. */
const shownVersion = (html: string) => /name="consentVersion" value="([^"]*)"/.exec(html)?.[1];

const reworded = {
  signup: { ...newsletterSeed.signup, title: "Our monthly letter" },
  page: { ...newsletterSeed.page, title: "Subscribe to our monthly letter", intro: "Our best ideas, once a month." },
  consent: {
    text: "We write when an article is out, and you can leave with one click. Read our",
    linkLabel: "privacy notes",
  },
};

async function publishNewsletter(change: Partial<typeof newsletterSeed>) {
  const draft = await call("GET", "/api/pages/newsletter?draft=1", { token: editor });
  expect(draft.status, draft.text).toBe(200);
  const { content, version } = draft.body.page;
  const reply = await call("PUT", "/api/pages/newsletter", {
    token: editor,
    json: { content: { ...content, ...change }, publish: true, version },
  });
  expect(reply.status, reply.text).toBe(200);
}

/** Subscribes `email` with the form /newsletter shows now, and confirms with the emailed link. */
async function subscribeAndConfirm(email: string) {
  const form = await page("/newsletter");
  const consentVersion = shownVersion(form)!;
  const subscribing = await server.request({
    method: "POST",
    path: "/newsletter",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email, scope: "all", consentVersion }).toString(),
  });
  expect(subscribing.status).toBe(200);
  expect(subscribing.text).toContain(newsletterSeed.sent.title);
  const { text } = await db
    .selectFrom("emails")
    .select("text")
    .where("recipient", "=", email)
    .executeTakeFirstOrThrow();
  const link = /https?:\/\/[^/\s]+(\/newsletter\/confirm\/\S+)/.exec(text)![1]!;
  const confirming = await server.request({
    method: "POST",
    path: link,
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: "",
  });
  expect(confirming.status).toBe(200);
  return { consentVersion, form };
}

const recordedVersion = async (email: string) =>
  (await db.selectFrom("subscribers").select("consent_version").where("email", "=", email).executeTakeFirstOrThrow())
    .consent_version;

describe("the newsletter document", () => {
  it("starts as the words the site shipped with, and the form posts their consent version", async () => {
    const home = await page("/");
    expect(home).toContain(`>${newsletterSeed.signup.title}</h2>`);
    expect(home).toContain(newsletterSeed.consent.text);
    expect(shownVersion(home)).toBe(consentVersionOf(newsletterSeed.consent));
    const { consentVersion } = await subscribeAndConfirm("first@example.com");
    expect(await recordedVersion("first@example.com")).toBe(consentVersion);
    expect(consentVersion).toBe(consentVersionOf(newsletterSeed.consent));
  });

  it("once an editor publishes new words, the footer's form and /newsletter show them at once, cached or not", async () => {
    for (const path of ["/", "/about", "/newsletter"]) {
      await page(path);
      await page(path); // now kept by the page cache
    }
    await publishNewsletter(reworded);
    for (const path of ["/", "/about", "/newsletter"]) {
      const html = await page(path);
      expect(html, path).toContain(`>${reworded.signup.title}</h2>`);
      expect(html, path).toContain(reworded.consent.text);
      expect(html, path).toContain(`>${reworded.consent.linkLabel}</a>`);
      expect(html, path).not.toContain(newsletterSeed.consent.text);
      expect(shownVersion(html), path).toBe(consentVersionOf(reworded.consent));
    }
    const newsletter = await page("/newsletter");
    expect(newsletter).toContain(`<title>${reworded.page.title} | Lumora Ventures</title>`);
    expect(newsletter).toContain(reworded.page.intro);
    // Still a reading page: no framework script.
    expect(newsletter).not.toMatch(/<script[^>]*type="module"/);
  });

  it("records the version of the reworded consent for a reader who subscribes after the publish", async () => {
    const { consentVersion } = await subscribeAndConfirm("second@example.com");
    expect(consentVersion).toBe(consentVersionOf(reworded.consent));
    expect(await recordedVersion("second@example.com")).toBe(consentVersion);
    expect(await recordedVersion("first@example.com")).toBe(consentVersionOf(newsletterSeed.consent));
  });
});
