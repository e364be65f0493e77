// The back-office's pages editor through its routes' own loaders and actions: the list by role,
// the edit page's lifecycle (save a draft, publish, schedule, discard), the optimistic version
// check that keeps what was typed, a document whose stored content no longer fits its fields, and
// restoring a revision. Runs on both engines (TEST_DATABASE_URL).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";

import { DOCUMENT_SEEDS } from "~/content/seed";
import { db } from "~/db.server";
import { formEntries } from "~/lib/content-fields.testing";
import { documentPreviewToken } from "~/lib/document-preview.server";
import { ensureDocuments } from "~/models/content-document-record.server";
import { saveDraft } from "~/models/content-document-write.server";
import { getDocument } from "~/models/content-document.server";
import { listRevisions } from "~/models/content-revision.server";
import { emptyTables, startTestDatabase } from "~/models/testing.server";
import { startSession } from "~/utils/auth.server";
import { env } from "~/utils/env.server";
import { SCHEDULE_IN_FUTURE_MESSAGE, STALE_DOCUMENT_MESSAGE } from "~/utils/page-documents.server";

import * as editRoute from "../../app/routes/_admin.admin.pages.$key";
import * as compareRoute from "../../app/routes/_admin.admin.pages.$key_.revisions.$revisionId";
import * as listRoute from "../../app/routes/_admin.admin.pages._index";
import * as homeRoute from "../../app/routes/_public._index/route";
import * as autosaveRoute from "../../app/routes/admin.pages.$key.autosave";
import { answerOf } from "../loader-answer";

beforeAll(startTestDatabase);

const cookies: Record<"admin" | "editor", string> = { admin: "", editor: "" };

beforeAll(async () => {
  const now = new Date().toISOString();
  for (const role of ["admin", "editor"] as const) {
    const user = await db
      .insertInto("users")
      .values({ username: `pages-${role}`, role, password_hash: "x", created_at: now, updated_at: now })
      .returning(["id", "username", "role"])
      .executeTakeFirstOrThrow();
    cookies[role] = (await startSession(new Request("http://site.test/login"), user)).split(";")[0]!;
  }
});

beforeEach(async () => {
  await emptyTables("content_revisions", "content_documents", "activity_log");
  await ensureDocuments(db, { home: DOCUMENT_SEEDS.home, settings: DOCUMENT_SEEDS.settings });
});

type Handler = (args: LoaderFunctionArgs | ActionFunctionArgs) => Promise<unknown>;

/** The answer of `handler` (thrown or returned) as `role`. */
async function run(handler: Handler, path: string, params: Record<string, string>, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  headers.set("Cookie", cookies[(init as { role?: "admin" | "editor" }).role ?? "editor"]);
  headers.set("Origin", "http://site.test");
  const request = new Request(`http://site.test${path}`, { ...init, headers });
  try {
    return answerOf(await handler({ request, params, context: {} }));
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

/** The home page's edit form as its page posts it: `content`, the version it was opened at, a button. */
function homeForm(content: unknown, version: number, fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [name, value] of formEntries(content)) form.append(name, value);
  form.set("version", String(version));
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

const withHeroLead = (lead: string) => ({ ...DOCUMENT_SEEDS.home, hero: { ...DOCUMENT_SEEDS.home.hero, lead } });
const leadOf = (content: unknown) => (content as typeof DOCUMENT_SEEDS.home | null)?.hero.lead;

async function postHome(form: FormData, role: "admin" | "editor" = "editor") {
  return run(editRoute.action as Handler, "/admin/pages/home", { key: "home" }, {
    method: "POST",
    body: form,
    role,
  } as RequestInit);
}

describe("the pages editor", () => {
  it("lists the site settings for Admins only", async () => {
    const titles = async (role: "admin" | "editor") => {
      const response = await run(listRoute.loader as Handler, "/admin/pages", {}, { role } as RequestInit);
      const { documents } = (await response.json()) as { documents: Array<{ title: string; state: string }> };
      return documents.map((document) => `${document.title}: ${document.state}`);
    };
    expect(await titles("admin")).toEqual(["Home: published", "Site settings: published"]);
    expect(await titles("editor")).toEqual(["Home: published"]);
  });

  it("saves a draft, then publishes it: visitors see it only then", async () => {
    const saved = await postHome(homeForm(withHeroLead("A new lead."), 1, { _action: "save" }));
    expect(saved.status).toBe(302);
    let home = await getDocument("home");
    expect([leadOf(home?.draft), leadOf(home?.live), home?.version]).toEqual([
      "A new lead.",
      DOCUMENT_SEEDS.home.hero.lead,
      2,
    ]);

    const published = await postHome(homeForm(withHeroLead("A new lead."), 2, { _action: "publish" }));
    expect(published.status).toBe(302);
    home = await getDocument("home");
    expect([home?.draft, leadOf(home?.live), home?.state]).toEqual([null, "A new lead.", "published"]);
  });

  it("refuses a save made from an older version with 409, keeping what was typed", async () => {
    await saveDraft({ key: "home", expectedVersion: 1, content: withHeroLead("Someone else's lead.") });
    const response = await postHome(homeForm(withHeroLead("My lead."), 1, { _action: "save" }));
    expect(response.status).toBe(409);
    const reply = (await response.json()) as { error: Record<string, string[]>; initialValue: Record<string, unknown> };
    expect(reply.error[""]).toEqual([STALE_DOCUMENT_MESSAGE]);
    expect((reply.initialValue.hero as { lead: string }).lead).toBe("My lead.");
    // Saving again is a choice made knowing: it names the version now.
    expect(reply.initialValue.version).toBe("2");
    expect(leadOf((await getDocument("home"))?.draft)).toBe("Someone else's lead.");
  });

  it("schedules a change for a time in the future, and refuses one in the past", async () => {
    const past = await postHome(
      homeForm(withHeroLead("Later."), 1, { _action: "schedule", publishAt: "2020-01-01T09:00Z" }),
    );
    expect(past.status).toBe(400);
    expect(((await past.json()) as { error: Record<string, string[]> }).error.publishAt).toEqual([
      SCHEDULE_IN_FUTURE_MESSAGE,
    ]);

    const at = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString();
    const scheduled = await postHome(homeForm(withHeroLead("Later."), 1, { _action: "schedule", publishAt: at }));
    expect(scheduled.status).toBe(302);
    const home = await getDocument("home");
    expect([home?.state, leadOf(home?.scheduled), leadOf(home?.live)]).toEqual([
      "scheduled",
      "Later.",
      DOCUMENT_SEEDS.home.hero.lead,
    ]);
  });

  it("autosaves the draft from the version the form holds, and answers the next version", async () => {
    const autosave = (form: FormData) =>
      run(
        autosaveRoute.action as Handler,
        "/admin/pages/home/autosave",
        { key: "home" },
        { method: "POST", body: form },
      );
    const first = await autosave(homeForm(withHeroLead("Typing…"), 1));
    expect([first.status, ((await first.json()) as { version: number }).version]).toEqual([200, 2]);
    const home = await getDocument("home");
    expect([leadOf(home?.draft), leadOf(home?.live)]).toEqual(["Typing…", DOCUMENT_SEEDS.home.hero.lead]);
    expect((await listRevisions("home"))[0]?.origin).toBe("autosave");

    const stale = await autosave(homeForm(withHeroLead("Typing more…"), 1));
    expect(stale.status).toBe(409);
    expect(leadOf((await getDocument("home"))?.draft)).toBe("Typing…");
  });

  it("cancels a scheduled change from its own small form: it becomes the draft", async () => {
    const at = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString();
    await postHome(homeForm(withHeroLead("Later."), 1, { _action: "schedule", publishAt: at }));
    const response = await run(
      editRoute.action as Handler,
      "/admin/pages/home?do=cancel-schedule",
      { key: "home" },
      {
        method: "POST",
        body: new URLSearchParams({ version: "2" }),
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
      },
    );
    expect(response.status).toBe(302);
    const home = await getDocument("home");
    expect([home?.scheduledAt, leadOf(home?.draft), leadOf(home?.live)]).toEqual([
      null,
      "Later.",
      DOCUMENT_SEEDS.home.hero.lead,
    ]);
  });

  it("discards a draft from its own small form", async () => {
    await saveDraft({ key: "home", expectedVersion: 1, content: withHeroLead("Throw away.") });
    const form = new URLSearchParams({ version: "2" });
    const response = await run(
      editRoute.action as Handler,
      "/admin/pages/home?do=discard",
      { key: "home" },
      {
        method: "POST",
        body: form,
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
      },
    );
    expect(response.status).toBe(302);
    expect((await getDocument("home"))?.draft).toBeNull();
  });

  it("opens stored content that no longer fits its fields with the schema's messages", async () => {
    await db
      .updateTable("content_documents")
      .set({ draft: JSON.stringify({ ...DOCUMENT_SEEDS.home, hero: { ...DOCUMENT_SEEDS.home.hero, lead: "" } }) })
      .where("key", "=", "home")
      .execute();
    const response = await run(editRoute.loader as Handler, "/admin/pages/home", { key: "home" });
    const data = (await response.json()) as { stored: { error: Record<string, string[]> } | null };
    expect(Object.keys(data.stored?.error ?? {})).toEqual(["hero.lead"]);
  });

  it("restores a revision into the draft", async () => {
    await saveDraft({ key: "home", expectedVersion: 1, content: withHeroLead("Second thoughts.") });
    const [, first] = await listRevisions("home");
    const response = await run(
      compareRoute.action as Handler,
      `/admin/pages/home/revisions/${first!.id}`,
      { key: "home", revisionId: String(first!.id) },
      {
        method: "POST",
        body: new URLSearchParams({ version: "2" }),
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
      },
    );
    expect(response.status).toBe(302);
    expect(leadOf((await getDocument("home"))?.draft)).toBe(DOCUMENT_SEEDS.home.hero.lead);
  });
});

describe("a preview link", () => {
  /** The hero lead the home page shows at `path`, signed out. */
  async function homeLead(path: string) {
    const response = await homeRoute.loader({
      request: new Request(`http://site.test${path}`),
      params: {},
      context: {},
    });
    return leadOf(((await answerOf(response).json()) as { home: unknown }).home);
  }

  it("shows the page's pending changes signed out, as the edit page links to it", async () => {
    await saveDraft({ key: "home", expectedVersion: 1, content: withHeroLead("Not live yet.") });
    const response = await run(editRoute.loader as Handler, "/admin/pages/home", { key: "home" });
    const { previewPath } = (await response.json()) as { previewPath: string };
    expect(previewPath).toMatch(/^\/\?preview=/);
    expect(await homeLead(previewPath)).toBe("Not live yet.");
    expect(await homeLead("/")).toBe(DOCUMENT_SEEDS.home.hero.lead);
  });

  it("shows what visitors see when the link is expired, forged or for another page", async () => {
    await saveDraft({ key: "home", expectedVersion: 1, content: withHeroLead("Not live yet.") });
    const expired = documentPreviewToken(env.sessionSecret, "home", new Date(Date.now() - 8 * 24 * 60 * 60 * 1000));
    const other = documentPreviewToken(env.sessionSecret, "about");
    const forged = documentPreviewToken("another-secret-entirely", "home");
    for (const token of [expired, other, forged, "garbage"]) {
      expect(await homeLead(`/?preview=${encodeURIComponent(token)}`), token).toBe(DOCUMENT_SEEDS.home.hero.lead);
    }
  });
});
