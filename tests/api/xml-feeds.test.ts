import { beforeAll, describe, expect, it } from "vitest";

import { parseXml } from "../xml";
import { call, db, login } from "./harness";
import { testEngine } from "../databases";

// Every C0 control character (U+0000–U+001F) and DEL.
const CONTROLS = [...Array.from({ length: 0x20 }, (_, code) => String.fromCharCode(code)), "\u007f"].join("");

let token: string;
beforeAll(async () => {
  ({ token } = await login());
});

/** GETs an XML document and parses it strictly: any well-formedness error fails the test. */
async function wellFormed(path: string) {
  const reply = await call("GET", path);
  expect(reply.status, reply.text).toBe(200);
  const { errors, elements } = parseXml(reply.text);
  expect(errors, `${path}:\n${reply.text.slice(0, 2000)}`).toEqual([]);
  return elements;
}

describe("control characters never break the RSS feed or the sitemap", () => {
  it("a post sent through the API with every control character is stored clean and both feeds parse", async () => {
    const reply = await call("POST", "/api/blogs", {
      token,
      json: {
        title: `Title${CONTROLS}end`,
        author: `Author${CONTROLS}end`,
        description: `Description${CONTROLS}end`,
        content: `<p>Content${CONTROLS}end</p>`,
      },
    });
    expect(reply.status, reply.text).toBe(201);
    const { id, url } = reply.body.blog;

    const feed = await wellFormed("/insights/rss.xml");
    expect(feed.filter((element) => element.name === "title").map((element) => element.text)).toContain(
      "Title     end",
    );
    expect(feed.find((element) => element.name === "dc:creator")?.text).toBe("Author     end");
    const sitemap = await wellFormed("/sitemap.xml");
    expect(sitemap.some((element) => element.name === "loc" && element.text.endsWith(url))).toBe(true);

    const stored = await db
      .selectFrom("blogs")
      .select(["title", "author", "description", "content"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    // One-line fields: tab and line breaks became spaces; multi-line: tab and \n kept; nothing else.
    expect(stored).toEqual({
      title: "Title     end",
      author: "Author     end",
      description: "Description\t\n\n\n\nend",
      content: "<p>Content\t\n\n\n\nend</p>",
    });
  });

  it("a row stored before the fix, with control characters and broken UTF-16, still gives well-formed feeds", async () => {
    // Published now, the newest: first in the feed (a moment ahead, it would be scheduled, not live).
    const now = new Date().toISOString();
    // PostgreSQL's text cannot hold NUL at all: such a row can only exist in SQLite.
    const stored = (text: string) => (testEngine === "postgres" ? text.replaceAll("\u0000", "") : text);
    const { id } = await db
      .insertInto("blogs")
      .values({
        title: stored(`Old${CONTROLS}\uFFFE\uFFFF\uD800 row`),
        author: stored(`Old\u0000author`),
        description: `Old\u000bdescription\u001b]]>`,
        content: stored(`<p>Old\u0000content\u0008 ]]> \uDC00</p>`),
        image: `https://cdn.example.com/old\uFFFF.png?a=1&b="2"`,
        status: "published",
        published_at: now,
        created_at: now,
        updated_at: stored(`2026\u0000-01-01T00:00:00.000Z`),
      })
      .returning("id")
      .executeTakeFirstOrThrow();

    const feed = await wellFormed("/insights/rss.xml");
    const titles = feed.filter((element) => element.name === "title").map((element) => element.text);
    // Tab, LF and CR are legal (a parser reads CR as LF); SQLite stored the lone surrogate as U+FFFD.
    expect(titles.filter((title) => title.startsWith("Old"))).toEqual([
      expect.stringMatching(/^Old\t\n\n\uFFFD* row$/),
    ]);
    expect(feed.find((element) => element.name === "description" && element.text.startsWith("Old"))?.text).toBe(
      "Olddescription]]>",
    );
    expect(feed.find((element) => element.name === "content:encoded" && element.text.includes("Old"))?.text).toContain(
      "<p>Oldcontent ]]&gt; ",
    );
    expect(feed.find((element) => element.name === "enclosure")?.attributes.url).toBe(
      'https://cdn.example.com/old.png?a=1&b="2"',
    );

    const sitemap = await wellFormed("/sitemap.xml");
    expect(sitemap.some((element) => element.name === "loc" && element.text.endsWith(`/blog/${id}`))).toBe(true);
  });
});
