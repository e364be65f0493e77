import sharp from "sharp";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";

import { db } from "~/db.server";
import { formEntries, testDocument, testValue } from "~/lib/content-fields.testing";
import { insertIntent, removeIntent, reorderIntent, valueAt } from "~/lib/content-form";
import { emptyTables, startTestDatabase } from "~/models/testing.server";

import { readDocumentForm } from "./content-form.server";
import { thrownResponse } from "../../tests/thrown-response";

beforeAll(startTestDatabase);

beforeEach(() => emptyTables("image_variants", "images", "files"));

/** The test document's form posted as a browser sends it (multipart), with these changes and files. */
function post(value: unknown, { intent, files = {} }: { intent?: string; files?: Record<string, File> } = {}): Request {
  const form = new FormData();
  for (const [name, entry] of formEntries(value)) form.append(name, entry);
  for (const [name, file] of Object.entries(files)) form.append(name, file);
  if (intent) form.append("__intent__", intent);
  return new Request("http://site/admin/pages/test", { method: "POST", body: form });
}

const read = (request: Request) => readDocumentForm(request, testDocument, { userId: null });

const names = (tree: unknown) => (valueAt(tree, "team") as Array<{ name: string }>).map((member) => member?.name);

describe("readDocumentForm", () => {
  it("gives the value of a valid form", async () => {
    const form = await read(post(testValue()));
    expect(form.kind).toBe("valid");
    if (form.kind === "valid") expect(form.value).toEqual(testValue());
  });

  it("adds an item at the end, with no messages for it, saving nothing (200)", async () => {
    const form = await read(post(testValue(), { intent: insertIntent("team") }));
    expect(form).toMatchObject({ kind: "changed", status: 200 });
    if (form.kind !== "changed") return;
    expect(names(form.reply.initialValue)).toEqual(["Asha", "Bilal", "Chen", undefined]);
    expect(form.reply.error).toBeUndefined();
    expect(form.reply.status).toBeUndefined();
  });

  it("adds a section of the chosen type", async () => {
    const form = await read(post(testValue(), { intent: insertIntent("sections", { type: "faq" }) }));
    if (form.kind !== "changed") throw new Error(form.kind);
    expect(valueAt(form.reply.initialValue, "sections[2]")).toEqual({ type: "faq" });
  });

  it("removes the second of three items, and moves one up and one down", async () => {
    const removed = await read(post(testValue(), { intent: removeIntent("team", 1) }));
    if (removed.kind !== "changed") throw new Error(removed.kind);
    expect(names(removed.reply.initialValue)).toEqual(["Asha", "Chen"]);

    const up = await read(post(testValue(), { intent: reorderIntent("team", 2, 1) }));
    if (up.kind !== "changed") throw new Error(up.kind);
    expect(names(up.reply.initialValue)).toEqual(["Asha", "Chen", "Bilal"]);

    const down = await read(post(testValue(), { intent: reorderIntent("sections[1].items", 0, 1) }));
    if (down.kind !== "changed") throw new Error(down.kind);
    expect(valueAt(down.reply.initialValue, "sections[1].items[0].question")).toBe("Why?");

    const twoQuestions = testValue();
    twoQuestions.sections[1]!.items!.push({ question: "How?", answer: "Thus." });
    const moved = await read(post(twoQuestions, { intent: reorderIntent("sections[1].items", 0, 1) }));
    if (moved.kind !== "changed") throw new Error(moved.kind);
    expect(valueAt(moved.reply.initialValue, "sections[1].items")).toEqual([
      { question: "How?", answer: "Thus." },
      { question: "Why?", answer: "Because." },
    ]);
  });

  it("refuses too many items, too long and missing text with the schema's messages by field (400)", async () => {
    const value = testValue();
    value.team.push({ name: "D", role: "", portrait: { src: "/images/d.png", alt: "D" } });
    value.hero.title = "x".repeat(21);
    value.team[0]!.name = "";
    value.team[1]!.portrait.alt = "";
    const form = await read(post(value));
    expect(form).toMatchObject({ kind: "invalid", status: 400 });
    if (form.kind !== "invalid") return;
    expect(form.reply.error).toMatchObject({
      team: ["Team can have at most 3 items"],
      "hero.title": ["Title must be at most 20 characters"],
      "team[0].name": ["Name is required"],
      "team[1].portrait.alt": ["Portrait alt text is required"],
    });
    // What was typed comes back.
    expect(valueAt(form.reply.initialValue, "hero.title")).toBe("x".repeat(21));
  });

  it("sanitizes rich text everywhere, sections included, as posts are", async () => {
    const value = testValue();
    value.body = '<p onclick="steal()">Hi</p><script>alert(1)</script>';
    value.sections[0]!.body = '<a href="javascript:alert(1)">link</a>';
    const form = await read(post(value));
    if (form.kind !== "valid") throw new Error(form.kind);
    expect(form.value.body).toBe("<p>Hi</p>");
    expect(valueAt(form.value, "sections[0].body")).toBe("<a>link</a>");
  });

  it("refuses an upload that is not an image by its bytes, next to its field, keeping what was typed", async () => {
    const fake = new File([new TextEncoder().encode("<?php echo 1;")], "photo.png", { type: "image/png" });
    const form = await read(post(testValue(), { files: { "hero.photo.file": fake } }));
    expect(form).toMatchObject({ kind: "invalid", status: 400 });
    if (form.kind !== "invalid") return;
    expect(Object.keys(form.reply.error ?? {})).toEqual(["hero.photo.file"]);
    expect(form.reply.error?.["hero.photo.file"]?.[0]).toMatch(/image/i);
    expect(valueAt(form.reply.initialValue, "hero.photo.src")).toBe("/images/hero.png");
    expect(await db.selectFrom("images").select("id").execute()).toHaveLength(0);
  });

  it("keeps a real PNG: its field's picture becomes its /media address, on a save and on an intent", async () => {
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#3366cc" } })
      .png()
      .toBuffer();
    const file = () => new File([png], "portrait.png", { type: "image/png" });
    const form = await read(post(testValue(), { files: { "team[1].portrait.file": file() } }));
    if (form.kind !== "valid") throw new Error(form.kind);
    expect(form.value.team[1]!.portrait.src).toMatch(/^\/media\/[0-9a-f]{64}\.png$/);
    expect(await db.selectFrom("images").select("id").execute()).toHaveLength(1);

    const changed = await read(
      post(testValue(), { intent: insertIntent("points"), files: { "hero.photo.file": file() } }),
    );
    if (changed.kind !== "changed") throw new Error(changed.kind);
    expect(valueAt(changed.reply.initialValue, "hero.photo.src")).toBe(form.value.team[1]!.portrait.src);
  });

  it("reads no file an image field does not name", async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#000" } })
      .png()
      .toBuffer();
    const form = await read(
      post(testValue(), {
        files: {
          "hero.title.file": new File([png], "a.png"),
          "team[7].portrait.file": new File([png], "b.png"),
        },
      }),
    );
    expect(form.kind).toBe("valid");
    expect(await db.selectFrom("images").select("id").execute()).toHaveLength(0);
  });

  it("answers 400 to a list intent on a field that is not a list", async () => {
    const response = await thrownResponse(read(post(testValue(), { intent: insertIntent("hero.title") })));
    expect(response.status).toBe(400);
  });
});
