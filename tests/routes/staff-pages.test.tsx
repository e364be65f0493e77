// Pages staff make, through the back-office's routes and the page's own loader: the New page form
// (checked on the server, what was typed kept, a menu only for Admins), the generic editor and its
// preview link taking the new page, and the delete that a menu's link refuses. Both engines.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";

import { DOCUMENT_SEEDS } from "~/content/seed";
import type { SiteSettings } from "~/content/settings";
import { db } from "~/db.server";
import { SLUG_MESSAGES } from "~/lib/staff-pages";
import { ensureDocuments } from "~/models/content-document-record.server";
import { publish, saveDraft } from "~/models/content-document-write.server";
import { getDocument } from "~/models/content-document.server";
import { emptyTables, startTestDatabase } from "~/models/testing.server";
import { startSession } from "~/utils/auth.server";

import * as editRoute from "../../app/routes/_admin.admin.pages.$key";
import * as deleteRoute from "../../app/routes/_admin.admin.pages.$key_.delete";
import * as listRoute from "../../app/routes/_admin.admin.pages._index";
import * as newRoute from "../../app/routes/_admin.admin.pages.new";
import * as pageRoute from "../../app/routes/_public.$slug/route";
import { answerOf } from "../loader-answer";

beforeAll(startTestDatabase);

type Role = "admin" | "editor";
const cookies: Record<Role, string> = { admin: "", editor: "" };

beforeAll(async () => {
  const now = new Date().toISOString();
  for (const role of ["admin", "editor"] as const) {
    const user = await db
      .insertInto("users")
      .values({ username: `staff-pages-${role}`, role, password_hash: "x", created_at: now, updated_at: now })
      .returning(["id", "username", "role"])
      .executeTakeFirstOrThrow();
    cookies[role] = (await startSession(new Request("http://site.test/login"), user)).split(";")[0]!;
  }
});

beforeEach(async () => {
  await emptyTables("content_revisions", "content_documents", "activity_log");
  await ensureDocuments(db, { settings: DOCUMENT_SEEDS.settings });
});

type Handler = (args: LoaderFunctionArgs | ActionFunctionArgs) => Promise<unknown>;

/** The answer of `handler` (thrown or returned) for `path`, as `role` (none: signed out). */
async function run(
  handler: unknown,
  path: string,
  params: Record<string, string>,
  { role, form }: { role?: Role; form?: Record<string, string> } = {},
) {
  const headers = new Headers({ Origin: "http://site.test" });
  if (role) headers.set("Cookie", cookies[role]);
  const init: RequestInit = form ? { method: "POST", body: new URLSearchParams(form), headers } : { headers };
  try {
    return answerOf(
      await (handler as Handler)({ request: new Request(`http://site.test${path}`, init), params, context: {} }),
    );
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

const create = (form: Record<string, string>, role: Role = "editor") =>
  run(newRoute.action, "/admin/pages/new", {}, { role, form });

type Reply = { error: Record<string, string[]>; initialValue: Record<string, string> };

describe("the New page form", () => {
  it("offers the menus to those who may edit the site settings only", async () => {
    const menus = async (role: Role) =>
      ((await (await run(newRoute.loader, "/admin/pages/new", {}, { role })).json()) as { menus: unknown }).menus;
    expect(await menus("editor")).toBeNull();
    expect(await menus("admin")).toEqual([
      { value: "main", label: "Main menu" },
      { value: "footer-0", label: "Footer column “Company”" },
      { value: "footer-1", label: "Footer column “What we do”" },
    ]);
  });

  it("says what is wrong, keeping what was typed", async () => {
    const response = await create({ title: "", slug: "Our Approach" });
    expect(response.status).toBe(400);
    const reply = (await response.json()) as Reply;
    expect(reply.error).toEqual({ title: ["Title is required"], slug: [SLUG_MESSAGES.format] });
    expect(reply.initialValue).toMatchObject({ slug: "Our Approach" });

    const reserved = (await (await create({ title: "Sign in", slug: "login" })).json()) as Reply;
    expect(reserved.error).toEqual({ slug: [SLUG_MESSAGES.reserved] });
  });

  it("makes a draft with a hero holding the title and opens it in the editor; a slug made already is refused", async () => {
    const response = await create({ title: "Our approach", slug: "our-approach" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/pages/page-our-approach");
    const page = await getDocument("page-our-approach");
    expect(page?.state).toBe("never-published");
    expect(page?.draft).toMatchObject({ sections: [{ type: "hero", title: "Our approach" }] });

    const again = await create({ title: "Another", slug: "our-approach" });
    expect(again.status).toBe(409);
    const reply = (await again.json()) as Reply;
    expect(reply.error).toEqual({ slug: [SLUG_MESSAGES.taken] });
    expect(reply.initialValue).toMatchObject({ title: "Another", slug: "our-approach" });
  });

  it("puts an Admin's chosen menu link into the site settings' draft; an Editor's choice is refused", async () => {
    const refused = await create({ title: "FAQ", slug: "faq", menu: "main" }, "editor");
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as Reply).error.menu).toEqual([expect.stringContaining("site settings")]);
    expect(await getDocument("page-faq")).toBeNull();

    expect((await create({ title: "FAQ", slug: "faq", menu: "footer-0" }, "admin")).status).toBe(302);
    const settings = await getDocument("settings");
    expect((settings?.draft as SiteSettings).footerColumns[0]!.links.at(-1)).toEqual({ label: "FAQ", to: "/faq" });
    expect((settings?.live as SiteSettings).footerColumns[0]!.links).toEqual(
      DOCUMENT_SEEDS.settings.footerColumns[0]!.links,
    );
  });
});

describe("a staff page in the back-office and on the site", () => {
  it("is listed to be edited and deleted, and opens in the generic editor", async () => {
    await create({ title: "Our approach", slug: "our-approach" });
    const list = (await (await run(listRoute.loader, "/admin/pages", {}, { role: "editor" })).json()) as {
      documents: Array<{ key: string; title: string; state: string; madeByStaff: boolean }>;
    };
    expect(list.documents).toEqual([
      expect.objectContaining({
        key: "page-our-approach",
        title: "Page /our-approach",
        state: "never-published",
        madeByStaff: true,
      }),
    ]);
    const editor = await run(
      editRoute.loader,
      "/admin/pages/page-our-approach",
      { key: "page-our-approach" },
      {
        role: "editor",
      },
    );
    expect(editor.status).toBe(200);
    const loaded = (await editor.json()) as { previewPath: string };
    expect(loaded.previewPath).toMatch(/^\/our-approach\?preview=/);

    // Not published: the site's 404, but its preview link shows the draft.
    expect((await run(pageRoute.loader, "/our-approach", { slug: "our-approach" })).status).toBe(404);
    const preview = await run(pageRoute.loader, loaded.previewPath, { slug: "our-approach" });
    expect(preview.status).toBe(200);
    expect(((await preview.json()) as { content: { seo: { title: string } } }).content.seo.title).toBe("Our approach");
  });

  it("shows at its address once published; other addresses stay the 404", async () => {
    await create({ title: "Our approach", slug: "our-approach" });
    const draft = (await getDocument("page-our-approach"))!;
    await publish({ key: "page-our-approach", expectedVersion: draft.version, content: draft.draft });
    const shown = await run(pageRoute.loader, "/our-approach", { slug: "our-approach" });
    expect(shown.status).toBe(200);
    for (const slug of ["our-approach-2", "Our-Approach", "settings"])
      expect((await run(pageRoute.loader, `/${slug}`, { slug })).status, slug).toBe(404);
  });

  it("is deleted after its confirmation, unless a menu links to it: then the menu is named", async () => {
    await create({ title: "Our approach", slug: "our-approach" });
    const params = { key: "page-our-approach" };
    const confirm = await run(deleteRoute.loader, "/admin/pages/page-our-approach/delete", params, { role: "editor" });
    expect(await confirm.json()).toEqual({ record: { path: "/our-approach" } });

    const settings = structuredClone(DOCUMENT_SEEDS.settings);
    settings.legalMenu.push({ label: "Our approach", to: "/our-approach" });
    await saveDraft({ key: "settings", expectedVersion: 1, content: settings });
    const refused = await run(deleteRoute.action, "/admin/pages/page-our-approach/delete", params, {
      role: "editor",
      form: {},
    });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as Reply).error[""]).toEqual([
      "This page is linked from the legal menu. Remove the link in Site settings first.",
    ]);
    expect(await getDocument("page-our-approach")).not.toBeNull();

    await saveDraft({ key: "settings", expectedVersion: 2, content: DOCUMENT_SEEDS.settings });
    const deleted = await run(deleteRoute.action, "/admin/pages/page-our-approach/delete", params, {
      role: "editor",
      form: {},
    });
    expect([deleted.status, deleted.headers.get("Location")]).toEqual([302, "/admin/pages"]);
    expect(await getDocument("page-our-approach")).toBeNull();
    // Only pages staff made can go.
    expect(
      (await run(deleteRoute.loader, "/admin/pages/about/delete", { key: "about" }, { role: "editor" })).status,
    ).toBe(404);
  });
});
