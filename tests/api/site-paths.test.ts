import { beforeAll, describe, expect, it } from "vitest";

import { call, createUser, db, login } from "./harness";
import { dataPath } from "../single-fetch";

const FORM = { "Content-Type": "application/x-www-form-urlencoded" };

// Paths that look site-relative but that a browser, or a server decoding them, resolves off-site.
const OFF_SITE = [
  "/\\evil.example/x.png",
  "/%5Cevil.example/x.png",
  "/%2F/evil.example/x.png",
  "/.//evil.example/x.png",
  "/\t/evil.example/x.png",
];

let token: string;
let admin: { username: string; password: string };
beforeAll(async () => {
  ({ token } = await login());
  admin = await createUser({ role: "admin" });
});

describe("every place that accepts a site-relative path uses the same rule", () => {
  it.each(OFF_SITE)("the blog API refuses the image %j with a clear message", async (image) => {
    const reply = await call("POST", "/api/blogs", {
      token,
      json: { title: "T", author: "A", description: "D", image },
    });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe(
      "Image must be a path on this site, starting with a single / (such as /images/blog/post.svg)",
    );
  });

  it("the sanitizer drops such images and link targets from a post's HTML", async () => {
    const content = OFF_SITE.map((path) => `<p><img src="${path}" alt="x"><a href="${path}">link</a></p>`).join("");
    const reply = await call("POST", "/api/blogs", {
      token,
      json: { title: "T", author: "A", description: "D", content },
    });
    expect(reply.status).toBe(201);
    const stored = await db
      .selectFrom("blogs")
      .select("content")
      .where("id", "=", reply.body.blog.id)
      .executeTakeFirstOrThrow();
    expect(stored.content).toBe("<p><a>link</a></p>".repeat(OFF_SITE.length));
  });

  it("an image stored before the rule is not shown, served or put in the feed", async () => {
    const created = await call("POST", "/api/blogs", {
      token,
      json: { title: "Old image", author: "A", description: "D", image: "/images/ok.svg" },
    });
    const { id } = created.body.blog;
    await db.updateTable("blogs").set({ image: "/\\evil.example/x.png" }).where("id", "=", id).execute();
    expect((await call("GET", `/api/blogs/${id}`)).body.blog.image).toBeNull();
    expect((await call("GET", "/insights/rss.xml")).text).not.toContain("evil.example");
    expect((await call("GET", `/blog/${id}`)).text).not.toContain("evil.example");
  });

  it.each([...OFF_SITE, "/admin/..//evil.example"])(
    "sign-in ignores redirectTo=%j and goes to the dashboard",
    async (redirectTo) => {
      const reply = await call("POST", "/login", {
        body: new URLSearchParams({ ...admin, redirectTo }),
        headers: FORM,
      });
      expect(reply.status).toBe(302);
      expect(reply.headers.get("location")).toBe("/dashboard");
    },
  );

  it("sign-in still goes back to a real page", async () => {
    const reply = await call("POST", "/login", {
      body: new URLSearchParams({ ...admin, redirectTo: "/admin/jobs?q=design" }),
      headers: FORM,
    });
    expect(reply.headers.get("location")).toBe("/admin/jobs?q=design");
  });

  it("a signed-out visit to a back-office page by its data request returns to the page, without Remix's parameters", async () => {
    const path = "/admin/jobs?q=design";
    const reply = await call(
      "GET",
      `${dataPath(path)}&_routes=${encodeURIComponent("routes/_admin.admin.jobs._index")}`,
    );
    expect(reply.status).toBe(202);
    expect(reply.body).toMatchObject({ redirect: `/login?${new URLSearchParams({ redirectTo: path })}` });
  });

  it.each([...OFF_SITE, "//evil.example"])(
    "the theme switch ignores redirectTo=%j and goes home",
    async (redirectTo) => {
      const reply = await call("POST", "/action/set-theme", {
        body: new URLSearchParams({ theme: "dark", redirectTo }),
        headers: FORM,
      });
      expect(reply.status).toBe(302);
      expect(reply.headers.get("location")).toBe("/");
    },
  );
});
