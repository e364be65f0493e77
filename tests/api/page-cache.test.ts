// The page cache in front of Remix (server/page-cache.js): what anonymous visitors share, what
// stays personal, and that no page outlives a write, whoever made it.
import { sql } from "kysely";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { documentPreviewToken } from "../../app/lib/document-preview.server";
import { env } from "../../app/utils/env.server";
import { createPageCache } from "../../server/page-cache.js";
import { testEngine } from "../databases";
import { call, db, login, startHttpServer } from "./harness";

let server: Awaited<ReturnType<typeof startHttpServer>>;
let token: string;
beforeAll(async () => {
  server = await startHttpServer();
  ({ token } = await login());
});
afterAll(() => server.close());

function get(path: string, headers: Record<string, string> = {}, method = "GET") {
  return fetch(server.origin + path, { method, headers });
}

/** Asks for a page twice: the second request has it rendered and kept (the first only marks it as asked for). */
async function keep(path: string, headers: Record<string, string> = {}) {
  await get(path, headers);
  return get(path, headers);
}

async function createPost(title: string) {
  const reply = await call("POST", "/api/blogs", {
    token,
    json: { title, author: "Cache Tester", description: "A post for the page cache.", content: "<p>Body</p>" },
  });
  expect(reply.status, reply.text).toBe(201);
  return reply.body.blog.id as number;
}

describe("pages anonymous visitors share", () => {
  it("keeps a page from its second request on and serves it from memory after that, with the same ETag", async () => {
    const once = await get("/insights");
    expect(once.status).toBe(200);
    expect(once.headers.get("x-cache")).toBeNull(); // one request may be a one-off URL: not kept
    const first = await get("/insights");
    const second = await get("/insights");
    expect(first.status).toBe(200);
    expect(first.headers.get("x-cache")).toBe("MISS");
    expect(second.headers.get("x-cache")).toBe("HIT");
    expect(second.headers.get("etag")).toBe(first.headers.get("etag"));
    expect(await second.text()).toBe(await first.text());
    // Kept with everything the page said: its policy, its cache rules, the baseline headers.
    for (const name of ["content-security-policy", "cache-control", "content-type", "x-content-type-options"]) {
      expect(second.headers.get(name), name).toBe(first.headers.get(name));
    }
    expect(second.headers.get("vary")).toBe("Cookie, Accept-Encoding");
  });

  it("answers 304 to a client that holds the page already", async () => {
    const { headers } = await keep("/about");
    // Not fetch(): it adds "Cache-Control: no-cache" to conditional requests, which asks for the whole page.
    const again = await server.request({
      method: "GET",
      path: "/about",
      headers: { "If-None-Match": headers.get("etag")! },
    });
    expect(again.status).toBe(304);
    expect(again.text).toBe("");
  });

  it("sends the same page brotli-, gzip- or un-compressed, as the client accepts", async () => {
    const texts = [];
    for (const encoding of ["br", "gzip", "identity"]) {
      const reply = await get("/services", { "Accept-Encoding": encoding });
      expect(reply.headers.get("content-encoding") ?? "identity", encoding).toBe(encoding);
      texts.push(await reply.text());
    }
    expect(new Set(texts).size).toBe(1);
    expect(texts[0]).toContain("</html>");
  });

  it("answers HEAD from the page it keeps, without a body", async () => {
    await keep("/careers");
    const head = await get("/careers", {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers.get("x-cache")).toBe("HIT");
    expect(await head.text()).toBe("");
  });

  it("keeps one page per theme", async () => {
    const chosen = await call("POST", "/action/set-theme", { json: { theme: "dark" } });
    const darkCookie = chosen.headers.get("set-cookie")!.split(";")[0]!;
    await keep("/learning");
    const dark = [await keep("/learning", { Cookie: darkCookie }), await get("/learning", { Cookie: darkCookie })];
    expect(dark.map((reply) => reply.headers.get("x-cache"))).toEqual(["MISS", "HIT"]);
    for (const reply of dark) expect(await reply.text()).toMatch(/<html lang="en" class="dark"/);
    expect(await (await get("/learning")).text()).toMatch(/<html lang="en" class="light"/);
  });

  it("renders a kept page once for a burst of visitors after a write", async () => {
    await keep("/insights");
    await createPost("Burst post");
    const replies = await Promise.all(Array.from({ length: 12 }, () => get("/insights")));
    const states = replies.map((reply) => reply.headers.get("x-cache"));
    expect(states.filter((state) => state === "MISS")).toHaveLength(1);
    expect(states.filter((state) => state === "HIT")).toHaveLength(11);
  });
});

describe("what stays personal", () => {
  it("never serves or keeps a page for a visitor with a flash message or another cookie of ours", async () => {
    await keep("/about");
    for (const cookie of ["en_toast=anything", "theme=x; en_toast=anything", "__session=x; pending=y"]) {
      const reply = await get("/about", { Cookie: cookie });
      expect(reply.status, cookie).toBe(200);
      expect(reply.headers.get("x-cache"), cookie).toBeNull();
    }
  });

  it("serves a signed-in visitor the page anyone gets when its render never looked for who is signed in", async () => {
    const session = await server.signIn();
    expect(session).toMatch(/^__session=.+; __known_device=/);
    const anyone = await keep("/studio");
    const signedIn = await get("/studio", { Cookie: session });
    expect(signedIn.headers.get("x-cache")).toBe("HIT");
    expect(await signedIn.text()).toBe(await anyone.text());
    // With the theme they chose.
    const chosen = await call("POST", "/action/set-theme", { json: { theme: "dark" } });
    const darkCookie = chosen.headers.get("set-cookie")!.split(";")[0]!;
    const dark = await keep("/studio", { Cookie: darkCookie });
    const darkSignedIn = await get("/studio", { Cookie: `${darkCookie}; ${session}` });
    expect(darkSignedIn.headers.get("x-cache")).toBe("HIT");
    const darkPage = await dark.text();
    expect(darkPage).toMatch(/<html lang="en" class="dark"/);
    expect(await darkSignedIn.text()).toBe(darkPage);
  });

  it("keeps the page a signed-in visitor asked for, for anyone, when its render never looked", async () => {
    const session = await server.signIn();
    const answers = [];
    for (let request = 0; request < 3; request += 1) answers.push(await get("/studio/growth", { Cookie: session }));
    expect(answers.map((reply) => reply.headers.get("x-cache"))).toEqual([null, "MISS", "HIT"]);
    const anyone = await get("/studio/growth");
    expect(anyone.headers.get("x-cache")).toBe("HIT");
    expect(await anyone.text()).toBe(await answers[1]!.text());
  });

  it("sends a signed-in visitor's request for a page that looks for who is signed in on to the app", async () => {
    // The sign-in page sends a signed-in member on to the dashboard.
    const session = await server.signIn();
    await keep("/login");
    const reply = await fetch(server.origin + "/login", { headers: { Cookie: session }, redirect: "manual" });
    expect(reply.status).toBe(302);
    expect(reply.headers.get("location")).toBe("/dashboard");
  });

  it("never keeps a personal page, an API answer for a token holder, or an error", async () => {
    for (const [path, headers] of [
      ["/login", {}],
      ["/appointment", {}],
      ["/api/blogs", { Authorization: `Bearer ${token}` }],
      ["/no-such-page", {}],
    ] as const) {
      await get(path, headers);
      expect((await get(path, headers)).headers.get("x-cache"), path).not.toBe("HIT");
    }
  });
});

describe("the cache's rule for signed-in visitors", () => {
  /** The cache before a stand-in for Remix whose every render says whether it looked for who is signed in. */
  async function cacheBefore(readsSession: boolean) {
    const cache = createPageCache({
      currentVersion: async () => 1,
      variantCookies: ["theme"],
      sessionCookies: ["__session"],
    });
    let renders = 0;
    const site = http.createServer(async (req, res) => {
      if (await cache.serve(req, res)) return;
      renders += 1;
      const headers = { "Cache-Control": "public, max-age=0", "Content-Type": "text/html; charset=utf-8" };
      const response = new Response(`<p>render ${renders}</p>`, { headers });
      // As server/app.js hands the cache Remix's answer: its status and headers on `res`, not yet sent.
      res.statusCode = 200;
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
      if (!(await cache.fill(req, res, response, readsSession))) res.end(await response.text());
    });
    await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
    const { port } = site.address() as AddressInfo;
    const fetchPage = async (cookie?: string) => {
      const reply = await fetch(`http://127.0.0.1:${port}/page`, { headers: cookie ? { Cookie: cookie } : {} });
      return `${reply.headers.get("x-cache") ?? "-"} ${await reply.text()}`;
    };
    return { fetchPage, close: () => new Promise((resolve) => site.close(resolve)) };
  }

  it("keeps a signed-in visitor's page for anyone, and answers them from it, when its render never looked", async () => {
    const site = await cacheBefore(false);
    const answers = [];
    for (const cookie of ["__session=s", "__session=s", undefined, "__session=t"])
      answers.push(await site.fetchPage(cookie));
    expect(answers).toEqual([
      "- <p>render 1</p>",
      "MISS <p>render 2</p>",
      "HIT <p>render 2</p>",
      "HIT <p>render 2</p>",
    ]);
    await site.close();
  });

  it("renders for a signed-in visitor a page whose render looked, keeps none of theirs, and keeps anyone else's", async () => {
    const site = await cacheBefore(true);
    const answers = [];
    for (const cookie of ["__session=s", "__session=s", undefined, undefined, "__session=s", undefined]) {
      answers.push(await site.fetchPage(cookie));
    }
    expect(answers).toEqual([
      "- <p>render 1</p>",
      "- <p>render 2</p>", // rendered for them, not kept
      "- <p>render 3</p>",
      "MISS <p>render 4</p>",
      "- <p>render 5</p>", // not answered with what anyone gets
      "HIT <p>render 4</p>",
    ]);
    await site.close();
  });
});

describe("a page shown through a preview link", () => {
  /** Gives document `key` a draft (its live content as `change` makes it) while `check` runs. */
  async function withDraft<T>(key: string, change: (live: T) => T, check: () => Promise<void>) {
    const { live } = await db
      .selectFrom("content_documents")
      .select("live")
      .where("key", "=", key)
      .executeTakeFirstOrThrow();
    const draft = JSON.stringify(change(JSON.parse(live!) as T));
    await db.updateTable("content_documents").set({ draft }).where("key", "=", key).execute();
    try {
      await check();
    } finally {
      await db.updateTable("content_documents").set({ draft: null }).where("key", "=", key).execute();
    }
  }

  const previewQuery = (key: string) => `?preview=${encodeURIComponent(documentPreviewToken(env.sessionSecret, key))}`;

  it("shows the draft there only, and is never kept or served from the cache", async () => {
    const marker = `Previewed eyebrow ${Date.now()}`;
    type Home = { hero: Record<string, unknown> };
    await withDraft<Home>(
      "home",
      (home) => ({ ...home, hero: { ...home.hero, eyebrow: marker } }),
      async () => {
        const preview = `/${previewQuery("home")}`;
        await keep("/");
        for (const path of [preview, preview, preview]) {
          const reply = await get(path);
          expect(reply.headers.get("x-cache"), path).toBeNull();
          expect(reply.headers.get("cache-control")).toBe("private, no-store");
          expect(await reply.text()).toContain(marker);
        }
        const visitor = await get("/");
        expect(visitor.headers.get("x-cache")).toBe("HIT");
        expect(await visitor.text()).not.toContain(marker);
      },
    );
  });

  it("shows the site settings' draft in what a tag's page says of the company", async () => {
    const company = `Previewed Company ${Date.now()}`;
    await db
      .insertInto("tags")
      .values({ name: "Preview topic", slug: "preview-topic", created_at: new Date().toISOString() })
      .execute();
    type Settings = { company: Record<string, unknown> };
    await withDraft<Settings>(
      "settings",
      (settings) => ({ ...settings, company: { ...settings.company, name: company } }),
      async () => {
        const page = await (await get(`/insights/tag/preview-topic${previewQuery("settings")}`)).text();
        expect(page).toContain(`Articles about Preview topic from ${company}.`);
      },
    );
    await db.deleteFrom("tags").where("slug", "=", "preview-topic").execute();
  });
});

describe("no stale page after a write", () => {
  it("shows a post written through the API on the very next request", async () => {
    await keep("/insights");
    const id = await createPost("Fresh from the API");
    const page = await get("/insights");
    expect(page.headers.get("x-cache")).toBe("MISS");
    expect(await page.text()).toContain("Fresh from the API");
    expect(await (await get(`/blog/${id}`)).text()).toContain("Fresh from the API");
  });

  it("shows a change another instance made, on the very next request", async () => {
    const id = await createPost("Before the other instance");
    expect(await (await keep(`/blog/${id}`)).text()).toContain("Before the other instance");
    expect((await get(`/blog/${id}`)).headers.get("x-cache")).toBe("HIT");
    // Another server on the same database: its own connection, no message to this process.
    await db.updateTable("blogs").set({ title: "After the other instance" }).where("id", "=", id).execute();
    const page = await (await get(`/blog/${id}`)).text();
    expect(page).toContain("After the other instance");
    expect(page).not.toContain("Before the other instance");
    await db.deleteFrom("blogs").where("id", "=", id).execute();
    expect((await get(`/blog/${id}`)).status).toBe(404);
  });

  it("never misses a write another instance makes, however soon the next request follows it", async () => {
    const id = await createPost("Version 0");
    await keep(`/blog/${id}`);
    for (let version = 1; version <= 25; version++) {
      await db
        .updateTable("blogs")
        .set({ title: `Version ${version}` })
        .where("id", "=", id)
        .execute();
      expect(await (await get(`/blog/${id}`)).text()).toMatch(new RegExp(`>Version ${version}<`));
    }
    await db.deleteFrom("blogs").where("id", "=", id).execute();
  });

  it.runIf(testEngine === "postgres")(
    "on PostgreSQL, hears of writes on a connection that listens for them",
    async () => {
      await keep("/insights");
      const listeners = await sql<{ query: string }>`
      select query from pg_stat_activity
      where application_name = 'lumora-ventures-site (listener)' and datname = current_database()`.execute(db);
      // The last statement of the listening connection: LISTEN, or the empty query that checks it heard everything.
      expect(listeners.rows.map((row) => row.query)).toEqual([expect.stringMatching(/^(LISTEN "content_version")?$/)]);
    },
  );

  it("shows a tag's new description on its page and in its feed, on the very next request", async () => {
    const id = await createPost("Tagged for the cache");
    await db.updateTable("blogs").set({ status: "published" }).where("id", "=", id).execute();
    const tagged = await call("PUT", `/api/blogs/${id}`, {
      token,
      json: {
        title: "Tagged for the cache",
        author: "Cache Tester",
        description: "A post for the page cache.",
        content: "<p>Body</p>",
        tags: ["Cache topic"],
      },
    });
    expect(tagged.status, tagged.text).toBe(200);
    const paths = ["/insights/tag/cache-topic", "/insights/tag/cache-topic/rss.xml"];
    for (const path of paths) {
      await keep(path);
      expect((await get(path)).headers.get("x-cache"), path).toBe("HIT");
    }
    // A write to the tag alone (the back-office's tag form makes this one).
    await db
      .updateTable("tags")
      .set({ description: "Everything about caches." })
      .where("slug", "=", "cache-topic")
      .execute();
    for (const path of paths) expect(await (await get(path)).text(), path).toContain("Everything about caches.");
    await db.deleteFrom("blogs").where("id", "=", id).execute();
  });

  it("shows a job change on /careers, in its data requests and in the public API", async () => {
    const paths = ["/careers.data", "/api/jobs?q=invalidation"];
    for (const path of paths) {
      await keep(path);
      expect((await get(path)).headers.get("x-cache"), path).toBe("HIT");
    }
    const { id } = await db
      .insertInto("jobs")
      .values({
        title: "Cache Invalidation Engineer",
        company: "Lumora Ventures",
        location: "Pune, India",
        type: "Full-time",
        salary: null,
        department: "Engineering",
        description: "Hard problems.",
        requirements: null,
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    for (const path of paths) expect(await (await get(path)).text(), path).toContain("Cache Invalidation Engineer");
    await db.deleteFrom("jobs").where("id", "=", id).execute();
    for (const path of paths) expect(await (await get(path)).text(), path).not.toContain("Cache Invalidation Engineer");
  });
});

describe("the route manifest links ask for (lazy route discovery)", () => {
  it("sends a page with its own routes only, and the routes a link leads to on request, kept apart from the page", async () => {
    // A page that loads React (reading pages load none, so they carry no routes at all).
    const page = await (await get("/careers")).text();
    const version = /"version": *"([^"]+)"/.exec(page)?.[1];
    expect(version).toBeTruthy();
    expect(page).toContain('"routes/_public.careers"');
    expect(page).not.toContain('"routes/_public.insights._index"');
    const path = `/__manifest?p=%2Finsights&version=${version}`;
    const [first, second] = [await keep(path), await get(path)];
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toMatch(/^application\/json/);
    expect(Object.keys(await first.json())).toContain("routes/_public.insights._index");
    expect(second.headers.get("x-cache")).toBe("HIT");
    expect((await get("/insights")).headers.get("content-type")).toMatch(/^text\/html/);
  });
});
