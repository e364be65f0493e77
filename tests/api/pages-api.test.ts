// The pages' content documents through the API: everyone reads what is published; staff who may
// edit a page read its draft and change it (a draft, a publish, a schedule), with the page's schema,
// the posts' sanitizing and the optimistic version check; a publish shows on the page at once,
// however it was cached before.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { call, createUser, db, login, startHttpServer } from "./harness";

let server: Awaited<ReturnType<typeof startHttpServer>>;
let admin: string;
let editor: string;
let editorName: string;
let support: string;
beforeAll(async () => {
  server = await startHttpServer();
  ({ token: admin } = await login());
  const editorAccount = await createUser({ role: "editor" });
  editorName = editorAccount.username;
  ({ token: editor } = await login(editorAccount));
  ({ token: support } = await login(await createUser({ role: "support" })));
});
afterAll(() => server.close());

/** The page as an anonymous visitor gets it, through the page cache. */
async function page(path: string) {
  const response = await fetch(server.origin + path);
  expect(response.status, path).toBe(200);
  return response.text();
}

/** Page `key` as its editors see it: its latest content and the version a change must name. */
async function draftOf(key: string, token = admin) {
  const reply = await call("GET", `/api/pages/${key}?draft=1`, { token });
  expect(reply.status, reply.text).toBe(200);
  return reply.body.page as { content: Record<string, any>; version: number; state: string }; // eslint-disable-line @typescript-eslint/no-explicit-any -- JSON as a client reads it
}

const unique = (label: string) => `${label} ${randomBytes(4).toString("hex")}`;

describe("GET /api/pages", () => {
  it("lists every published document, the site settings included, for anyone, as a cacheable read", async () => {
    const reply = await call("GET", "/api/pages");
    expect(reply.status).toBe(200);
    expect(reply.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    const keys = reply.body.pages.map((entry: { key: string }) => entry.key);
    expect(keys).toEqual(expect.arrayContaining(["home", "about", "privacy", "settings"]));
    const home = reply.body.pages.find((entry: { key: string }) => entry.key === "home");
    expect(home).toMatchObject({ key: "home", title: "Home", publishedAt: expect.any(String) });
    expect(home.content.hero.lead).toEqual(expect.any(String));
    const titles = Object.fromEntries(
      reply.body.pages.map((entry: { key: string; title: string }) => [entry.key, entry.title]),
    );
    // Pages that share a kind of document keep their own names (the back-office's).
    expect(titles).toMatchObject({
      privacy: "Privacy policy",
      terms: "Terms of service",
      "studio-capital": "Studio: Capital",
    });
  });
});

describe("GET /api/pages/{key}", () => {
  it("answers the published document to anyone, and 404 for a key that names none", async () => {
    const home = await call("GET", "/api/pages/home");
    expect(home.status).toBe(200);
    expect(home.body.page).toMatchObject({ key: "home", title: "Home", content: { hero: expect.any(Object) } });
    expect(home.body.page).not.toHaveProperty("version");
    expect(await call("GET", "/api/pages/no-such-page")).toMatchObject({
      status: 404,
      body: { message: "Page not found" },
    });
  });

  it("answers the draft with ?draft=1 only to a token that may edit the page", async () => {
    expect((await call("GET", "/api/pages/home?draft=1")).status).toBe(401);
    expect((await call("GET", "/api/pages/home?draft=1", { token: support })).status).toBe(403);
    expect((await draftOf("home", editor)).version).toEqual(expect.any(Number));
    // The settings (company facts, menus) are the Admins'.
    expect((await call("GET", "/api/pages/settings?draft=1", { token: editor })).status).toBe(403);
    expect((await draftOf("settings", admin)).content.company).toEqual(expect.any(Object));
    expect((await call("GET", "/api/pages/no-such-page?draft=1", { token: admin })).status).toBe(404);
  });
});

describe("PUT /api/pages/{key}", () => {
  it("refuses callers without the permission, and keys that name no page", async () => {
    const { content, version } = await draftOf("home");
    const body = { content, publish: false, version };
    expect((await call("PUT", "/api/pages/home", { json: body })).status).toBe(401);
    expect((await call("PUT", "/api/pages/home", { token: support, json: body })).status).toBe(403);
    const settings = await draftOf("settings");
    const settingsChange = { content: settings.content, version: settings.version };
    expect((await call("PUT", "/api/pages/settings", { token: editor, json: settingsChange })).status).toBe(403);
    expect(await call("PUT", "/api/pages/no-such-page", { token: admin, json: body })).toMatchObject({
      status: 404,
      body: { message: "Page not found" },
    });
  });

  it("keeps a draft that the public does not see, and staff read back with its new version", async () => {
    const { content, version } = await draftOf("home", editor);
    const lead = unique("A draft lead");
    const reply = await call("PUT", "/api/pages/home", {
      token: editor,
      json: { content: { ...content, hero: { ...content.hero, lead } }, publish: false, version },
    });
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body.page).toMatchObject({ key: "home", state: "draft", version: version + 1 });
    expect(reply.body.page.content.hero.lead).toBe(lead);
    expect((await draftOf("home")).content.hero.lead).toBe(lead);
    expect((await call("GET", "/api/pages/home")).body.page.content.hero.lead).not.toBe(lead);
    expect(await page("/")).not.toContain(lead);
  });

  it("refuses content the page's schema does not accept with messages by field path, saving nothing", async () => {
    const { content, version } = await draftOf("about");
    const [group, ...groups] = content.teams;
    const [person, ...people] = group.people;
    const teams = [
      {
        ...group,
        people: [
          { ...person, name: "x".repeat(81), photo: { src: "https://elsewhere.example/a.png", alt: "A" } },
          ...people,
        ],
      },
      ...groups,
    ];
    const reply = await call("PUT", "/api/pages/about", {
      token: editor,
      json: { content: { ...content, teams }, version },
    });
    expect(reply.status, reply.text).toBe(400);
    expect(reply.body.errors).toEqual({
      "teams[0].people[0].name": ["Name must be at most 80 characters"],
      "teams[0].people[0].photo.src": ["Photo must be an image uploaded here"],
    });
    expect(reply.body.message).toBe("Name must be at most 80 characters");
    expect((await draftOf("about")).version).toBe(version);

    const noVersion = await call("PUT", "/api/pages/about", { token: editor, json: { content } });
    expect(noVersion).toMatchObject({ status: 400, body: { errors: { version: ["version is required"] } } });
    const draftAt = await call("PUT", "/api/pages/about", {
      token: editor,
      json: { content, version, publishAt: new Date(Date.now() + 60_000).toISOString() },
    });
    expect(draftAt.status).toBe(400);
    expect(draftAt.body.errors).toHaveProperty("publishAt");
  });

  it("refuses a change made from a stale version with 409 and the current version, keeping the other save", async () => {
    const { content, version } = await draftOf("about");
    const first = unique("First heading");
    const saved = await call("PUT", "/api/pages/about", {
      token: editor,
      json: { content: { ...content, hero: { ...content.hero, title: first } }, version },
    });
    expect(saved.status, saved.text).toBe(200);
    const stale = await call("PUT", "/api/pages/about", {
      token: admin,
      json: { content: { ...content, hero: { ...content.hero, title: unique("Second heading") } }, version },
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({
      message: expect.stringContaining("Someone else saved this page"),
      currentVersion: version + 1,
    });
    expect((await draftOf("about")).content.hero.title).toBe(first);
  });

  it("publishes at once: the home page shows the new line even though it was cached before", async () => {
    for (let i = 0; i < 2; i += 1) await page("/"); // kept by the page cache
    const { content, version } = await draftOf("home");
    const lead = unique("Published lead");
    const reply = await call("PUT", "/api/pages/home", {
      token: editor,
      json: { content: { ...content, hero: { ...content.hero, lead } }, publish: true, publishAt: null, version },
    });
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body.page).toMatchObject({ state: "published", publishedAt: expect.any(String) });
    expect(await page("/")).toContain(lead);
    expect((await call("GET", "/api/pages/home")).body.page.content.hero.lead).toBe(lead);
    const logged = await db
      .selectFrom("activity_log")
      .select(["actor_name", "summary"])
      .where("kind", "=", "page")
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(logged).toEqual({ actor_name: editorName, summary: "Published the page “home”" });
  });

  it("publishes the contact document at once: /contact, cached before, and /appointment show the new copy and topic", async () => {
    for (let i = 0; i < 2; i += 1) await page("/contact");
    expect((await fetch(server.origin + "/contact")).headers.get("x-cache")).toBe("HIT");
    const { content, version } = await draftOf("contact");
    const note = unique("Urgent note");
    const title = unique("Consultation heading");
    const topic = unique("Topic");
    const { contact, appointment, topics } = content;
    const changed = {
      contact: { ...contact, urgentNote: note },
      appointment: { ...appointment, consultation: { ...appointment.consultation, title } },
      topics: [...topics, topic],
    };
    const reply = await call("PUT", "/api/pages/contact", {
      token: editor,
      json: { content: changed, publish: true, publishAt: null, version },
    });
    expect(reply.status, reply.text).toBe(200);
    expect(await page("/contact")).toContain(note);
    const booking = await page("/appointment");
    expect(booking).toContain(`>${title}</h1>`);
    expect(booking).toContain(`<option>${topic}</option>`);
  });

  it("schedules a publish: nothing changes until publishAt, then the page shows it by itself", async () => {
    for (let i = 0; i < 2; i += 1) await page("/");
    const { content, version } = await draftOf("home");
    const lead = unique("Scheduled lead");
    // Room for the checks made before the moment (half a second here) on a machine ten times busier.
    const goLive = Date.now() + 6_000;
    const reply = await call("PUT", "/api/pages/home", {
      token: editor,
      json: {
        content: { ...content, hero: { ...content.hero, lead } },
        publish: true,
        publishAt: new Date(goLive).toISOString(),
        version,
      },
    });
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body.page).toMatchObject({ state: "scheduled", scheduledAt: new Date(goLive).toISOString() });
    expect(await page("/")).not.toContain(lead);
    expect((await call("GET", "/api/pages/home")).body.page.content.hero.lead).not.toBe(lead);

    await new Promise((resolve) => setTimeout(resolve, Math.max(0, goLive - Date.now()) + 50));
    expect(await page("/")).toContain(lead);
    expect((await call("GET", "/api/pages/home")).body.page.content.hero.lead).toBe(lead);
  });

  it("cleans rich text as posts' bodies are cleaned before it is stored and shown", async () => {
    const { content, version } = await draftOf("privacy");
    const words = unique("Kept words");
    const body = `<p onclick="steal()">${words} <a href="javascript:steal()">link</a></p><script>steal()</script>`;
    const reply = await call("PUT", "/api/pages/privacy", {
      token: editor,
      json: { content: { ...content, body }, publish: true, version },
    });
    expect(reply.status, reply.text).toBe(200);
    const stored = (await call("GET", "/api/pages/privacy")).body.page.content.body as string;
    expect(stored).toContain(words);
    expect(stored).not.toMatch(/script|onclick|javascript:/);
    const html = await page("/privacy");
    expect(html).toContain(words);
    expect(html).not.toContain("steal()");
  });
});
