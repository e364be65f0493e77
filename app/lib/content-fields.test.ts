import { describe, expect, it } from "vitest";

import {
  choice,
  defineDocument,
  email,
  group,
  image,
  link,
  list,
  longText,
  object,
  phone,
  richText,
  sections,
  text,
} from "./content-fields";

function messages(result: { success: boolean; error?: { issues: { path: (string | number)[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));
}

describe("content fields", () => {
  it("text: trimmed, one line, required and limited by default; optional may be blank", () => {
    const { schema } = defineDocument("T", {
      title: text({ label: "Title", max: 5 }),
      note: text({ label: "Note", max: 5, required: false }),
    });
    expect(schema.parse({ title: "  a\nb ", note: undefined })).toEqual({ title: "a b", note: "" });
    expect(messages(schema.safeParse({ title: " ", note: "toolong" }))).toEqual({
      title: "Title is required",
      note: "Note must be at most 5 characters",
    });
  });

  it("long and rich text keep line breaks", () => {
    const { schema } = defineDocument("T", {
      bio: longText({ label: "Bio", max: 20 }),
      body: richText({ label: "Body", max: 20 }),
    });
    expect(schema.parse({ bio: "a\r\nb", body: "<p>x</p>\n" })).toEqual({ bio: "a\nb", body: "<p>x</p>" });
  });

  it("links go to a page of the site or a web address, never elsewhere", () => {
    const { schema } = defineDocument("T", { to: link({ label: "Link" }) });
    for (const to of ["/about", "/services#x", "https://www.linkedin.com/company/x", "mailto:hi@example.com"])
      expect(schema.safeParse({ to }).success, to).toBe(!to.startsWith("mailto"));
    for (const to of ["javascript:alert(1)", "//evil.example", "/\\evil", "about", "https://"])
      expect(messages(schema.safeParse({ to })).to, to).toMatch(/^Link must be a page of this site/);
  });

  it("email and phone are checked; blank optional ones pass", () => {
    const { schema } = defineDocument("T", {
      mail: email({ label: "Email" }),
      tel: phone({ label: "Phone", required: false }),
    });
    expect(schema.parse({ mail: "hello@lumoraventures.com", tel: "+91 80 4719 2500" }).tel).toBe("+91 80 4719 2500");
    expect(messages(schema.safeParse({ mail: "nope", tel: "12" }))).toEqual({
      mail: "Email must be a valid email address",
      tel: "Phone must have 7 to 15 digits",
    });
    expect(schema.safeParse({ mail: "a@b.co", tel: "" }).success).toBe(true);
  });

  it("images are the site's own, with alt text unless decorative", () => {
    const { schema } = defineDocument("T", {
      photo: image({ label: "Photo", required: false }),
      background: image({ label: "Background", decorative: true }),
    });
    const media = `/media/${"a".repeat(64)}.webp`;
    expect(schema.safeParse({ photo: { src: "", alt: "" }, background: { src: media, alt: "" } }).success).toBe(true);
    expect(
      messages(schema.safeParse({ photo: { src: "/images/x.svg", alt: "" }, background: { src: "https://x/y.png" } })),
    ).toEqual({
      "photo.alt": "Photo alt text is required",
      "background.src": "Background must be an image uploaded here",
    });
  });

  it("choices accept only their values", () => {
    const { schema } = defineDocument("T", {
      icon: choice({ label: "Icon", options: [{ value: "rocket", label: "Rocket" }] }),
    });
    expect(schema.parse({ icon: "rocket" })).toEqual({ icon: "rocket" });
    expect(messages(schema.safeParse({ icon: "coins" }))).toEqual({ icon: "Icon must be one of rocket" });
    expect(messages(schema.safeParse({ icon: "" }))).toEqual({ icon: "Icon is required" });
  });

  it("groups and lists count their items and check each one; a missing list is empty", () => {
    const { schema } = defineDocument("T", {
      hero: object({ label: "Hero", fields: { title: text({ label: "Title", max: 10 }) } }),
      team: group({
        label: "Team",
        itemLabel: "Person",
        min: 1,
        max: 2,
        fields: { name: text({ label: "Name", max: 5 }) },
      }),
      points: list({ label: "Points", itemLabel: "Point", max: 3, item: text({ label: "Point", max: 5 }) }),
    });
    expect(schema.parse({ hero: { title: "Hi" }, team: [{ name: "Ann" }] }).points).toEqual([]);
    expect(messages(schema.safeParse({ hero: { title: "" }, team: [] }))).toEqual({
      "hero.title": "Title is required",
      team: "Team must have at least 1 person",
    });
    expect(
      messages(schema.safeParse({ hero: { title: "a" }, team: [{ name: "a" }, { name: "b" }, { name: "toolong" }] })),
    ).toEqual({ team: "Team can have at most 2 items", "team.2.name": "Name must be at most 5 characters" });
    // A list says each line once (a booking topic twice would be one choice shown twice).
    expect(messages(schema.safeParse({ hero: { title: "a" }, team: [{ name: "a" }], points: ["Go", "go"] }))).toEqual({
      "points.1": "“go” is already in Points",
    });
  });

  it("sections are one of their types, each checked by its own fields", () => {
    const { schema } = defineDocument("T", {
      body: sections({
        label: "Sections",
        max: 2,
        types: {
          text: { label: "Text", fields: { body: richText({ label: "Text", max: 50 }) } },
          cta: { label: "Call to action", fields: { label: text({ label: "Button text", max: 10 }) } },
        },
      }),
    });
    expect(schema.parse({ body: [{ type: "cta", label: "Go" }] })).toEqual({ body: [{ type: "cta", label: "Go" }] });
    expect(messages(schema.safeParse({ body: [{ type: "video" }] }))).toEqual({
      "body.0.type": "Each section must be one of: text, cta",
    });
    expect(messages(schema.safeParse({ body: [{ type: "cta", label: "" }] }))).toEqual({
      "body.0.label": "Button text is required",
    });
  });
});
