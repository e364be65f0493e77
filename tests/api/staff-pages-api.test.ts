// Pages staff make from sections, through the API and the site: PUT with version 0 makes
// page-{slug} (refused for a slug that cannot be one, or one already made); the page is the site's
// 404 until it is published, then shows at /{slug}, in /api/pages and in the sitemap; once deleted
// it is gone at once, however it was cached.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { everySection } from "../staff-page-content";
import { call, createUser, db, login, startHttpServer } from "./harness";

let server: Awaited<ReturnType<typeof startHttpServer>>;
let editor: string;
let support: string;
beforeAll(async () => {
  server = await startHttpServer();
  ({ token: editor } = await login(await createUser({ role: "editor" })));
  ({ token: support } = await login(await createUser({ role: "support" })));
});
afterAll(() => server.close());

const freshSlug = () => `approach-${randomBytes(4).toString("hex")}`;

/** What an anonymous visitor gets at `path`, through the page cache. */
async function visit(path: string) {
  const response = await fetch(server.origin + path);
  return { status: response.status, html: await response.text() };
}

describe("PUT /api/pages/page-{slug}", () => {
  it("makes the page with version 0, as a draft the public does not see", async () => {
    const slug = freshSlug();
    const json = { content: everySection, version: 0 };
    expect((await call("PUT", `/api/pages/page-${slug}`, { token: support, json })).status).toBe(403);
    const made = await call("PUT", `/api/pages/page-${slug}`, { token: editor, json });
    expect(made.status, made.text).toBe(201);
    // Called by its own title, as its page is in search results.
    expect(made.body.page).toMatchObject({
      key: `page-${slug}`,
      title: "Our approach",
      state: "never-published",
      version: 1,
    });
    expect((await call("GET", `/api/pages/page-${slug}`)).status).toBe(404);
    expect(await visit(`/${slug}`)).toMatchObject({ status: 404 });

    // Made already: version 0 is stale, and says the version now.
    expect(await call("PUT", `/api/pages/page-${slug}`, { token: editor, json })).toMatchObject({
      status: 409,
      body: { currentVersion: 1 },
    });
  });

  it("answers 404 for a page not made yet unless version 0 asks to make it", async () => {
    const reply = await call("PUT", `/api/pages/page-${freshSlug()}`, {
      token: editor,
      json: { content: everySection, version: 1 },
    });
    expect(reply).toMatchObject({ status: 404, body: { message: "Page not found" } });
  });

  it("refuses a slug that cannot be a page's (400) and one the site uses itself (409)", async () => {
    const json = { content: everySection, version: 0 };
    expect(await call("PUT", "/api/pages/page-Our--Approach", { token: editor, json })).toMatchObject({
      status: 400,
      body: { errors: { key: [expect.stringContaining("lowercase letters, digits and single hyphens")] } },
    });
    expect(await call("PUT", "/api/pages/page-careers", { token: editor, json })).toMatchObject({
      status: 409,
      body: { message: "This address is already used by the site: choose another one" },
    });
    expect(await db.selectFrom("content_documents").select("key").where("key", "=", "page-careers").execute()).toEqual(
      [],
    );
  });

  it("refuses content the schema does not accept with field paths, making nothing", async () => {
    const slug = freshSlug();
    const content = { ...everySection, sections: [{ type: "hero", title: "" }] };
    const reply = await call("PUT", `/api/pages/page-${slug}`, { token: editor, json: { content, version: 0 } });
    expect(reply.status, reply.text).toBe(400);
    expect(reply.body.errors).toMatchObject({ "sections[0].title": ["Heading is required"] });
    expect((await call("GET", `/api/pages/page-${slug}?draft=1`, { token: editor })).status).toBe(404);
  });
});

describe("a published staff page", () => {
  it("shows at its address with its sections, in /api/pages and in the sitemap; deleted, it is gone at once", async () => {
    const slug = freshSlug();
    await visit(`/${slug}`); // a 404 first, so a stale answer would show
    const made = await call("PUT", `/api/pages/page-${slug}`, {
      token: editor,
      json: { content: everySection, publish: true, version: 0 },
    });
    expect(made.status, made.text).toBe(201);
    expect(made.body.page).toMatchObject({ state: "published", version: 2 });

    const shown = await visit(`/${slug}`);
    expect(shown.status).toBe(200);
    expect(shown.html).toContain("<title>Our approach | ");
    expect(shown.html).toMatch(/<h1[^>]*>Our approach<\/h1>/);
    expect(shown.html).toContain("<strong>listen</strong>");
    expect(shown.html).toMatch(/<details[^>]*><summary[^>]*>Who can apply\?/);
    expect(shown.html).toContain("They helped.");
    expect((await visit(`/${slug}`)).html).toBe(shown.html);

    const listed = await call("GET", "/api/pages");
    expect(listed.body.pages).toContainEqual(expect.objectContaining({ key: `page-${slug}`, title: "Our approach" }));
    expect((await call("GET", `/api/pages/page-${slug}`)).body.page).toMatchObject({ title: "Our approach" });
    const sitemap = await visit("/sitemap.xml");
    expect(sitemap.html).toContain(`${slug}</loc>`);

    await db.deleteFrom("content_documents").where("key", "=", `page-${slug}`).execute();
    expect((await visit(`/${slug}`)).status).toBe(404);
    expect((await visit("/sitemap.xml")).html).not.toContain(`${slug}</loc>`);
  });
});
