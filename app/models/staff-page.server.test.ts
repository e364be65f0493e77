// Pages staff make from sections: made as a draft, listed in the sitemap once published, linked
// from a menu through the settings' draft, and kept while any menu of the settings links to them.
import { beforeAll, beforeEach, describe, expect, it } from "vitest";

import { DOCUMENT_SEEDS } from "~/content/seed";
import type { SiteSettings } from "~/content/settings";
import { db } from "~/db.server";

import { ensureDocuments } from "./content-document-record.server";
import { DocumentKeyTakenError, publish, saveDraft } from "./content-document-write.server";
import { getDocument } from "./content-document.server";
import {
  addToMenuDraft,
  createStaffPage,
  deleteStaffPage,
  menuAdditionRefusal,
  menuLinkRefusal,
  staffPageSitemapEntries,
} from "./staff-page.server";
import { emptyTables, insertStaff, startTestDatabase } from "./testing.server";

beforeAll(startTestDatabase);

const settings = DOCUMENT_SEEDS.settings;
let asha: { id: number; username: string };

beforeEach(async () => {
  await emptyTables("content_revisions", "content_documents", "activity_log", "users");
  asha = await insertStaff("asha", "Asha Rao");
  await ensureDocuments(db, { settings });
});

const withLink = (change: (copy: SiteSettings) => void) => {
  const copy = structuredClone(settings);
  change(copy);
  return copy;
};
const link = { label: "Our approach", to: "/our-approach" };

describe("menuLinkRefusal", () => {
  it("names the menu that links to the page", () => {
    expect(menuLinkRefusal(settings, "/our-approach")).toBeNull();
    expect(
      menuLinkRefusal(
        withLink((copy) => copy.mainMenu.push(link)),
        "/our-approach",
      ),
    ).toBe("This page is linked from the main menu. Remove the link in Site settings first.");
    expect(
      menuLinkRefusal(
        withLink((copy) => copy.footerColumns[1]!.links.push(link)),
        "/our-approach",
      ),
    ).toBe("This page is linked from the footer column “What we do”. Remove the link in Site settings first.");
    expect(
      menuLinkRefusal(
        withLink((copy) => copy.legalMenu.push({ ...link, to: "/our-approach#terms" })),
        "/our-approach",
      ),
    ).toBe("This page is linked from the legal menu. Remove the link in Site settings first.");
  });

  it("does not take a longer address for the page's", () => {
    expect(
      menuLinkRefusal(
        withLink((copy) => copy.mainMenu.push({ ...link, to: "/our-approach-2" })),
        "/our-approach",
      ),
    ).toBeNull();
  });
});

describe("a staff page", () => {
  it("is made as a never-published draft with a hero holding its title, and its slug only once", async () => {
    const made = await createStaffPage({ slug: "our-approach", title: "Our approach", actor: asha });
    expect(made.state).toBe("never-published");
    expect(made.draft).toMatchObject({ sections: [{ type: "hero", title: "Our approach" }] });
    await expect(createStaffPage({ slug: "our-approach", title: "Again", actor: asha })).rejects.toBeInstanceOf(
      DocumentKeyTakenError,
    );
  });

  it("is in the sitemap once published, dated by its publish", async () => {
    const made = await createStaffPage({ slug: "our-approach", title: "Our approach", actor: asha });
    await createStaffPage({ slug: "draft-only", title: "Draft", actor: asha });
    expect(await staffPageSitemapEntries()).toEqual([]);
    const now = new Date("2026-03-05T10:00:00.000Z");
    await publish({ key: "page-our-approach", expectedVersion: made.version, content: made.draft, actor: asha, now });
    expect(await staffPageSitemapEntries(now)).toEqual([{ path: "/our-approach", lastmod: now.toISOString() }]);
  });

  it("is deleted with its revisions and logged, when no menu links to it", async () => {
    const made = await createStaffPage({ slug: "our-approach", title: "Our approach", actor: asha });
    const page = { slug: "our-approach", version: made.version };
    expect(await deleteStaffPage(page, asha)).toEqual({ deleted: true });
    expect(await getDocument("page-our-approach")).toBeNull();
    const revisions = await db
      .selectFrom("content_revisions")
      .select("id")
      .where("document_key", "=", "page-our-approach")
      .execute();
    expect(revisions).toEqual([]);
    const log = await db.selectFrom("activity_log").select(["action", "summary"]).orderBy("id").execute();
    expect(log.at(-1)).toEqual({ action: "deleted", summary: "Deleted the page “page-our-approach”" });
    expect(await deleteStaffPage(page, asha)).toEqual({ deleted: false });
  });

  it("is kept while the settings' published menus or their draft link to it, naming the menu", async () => {
    const made = await createStaffPage({ slug: "our-approach", title: "Our approach", actor: asha });
    const page = { slug: "our-approach", version: made.version };
    const current = (await getDocument("settings"))!;
    await saveDraft({
      key: "settings",
      expectedVersion: current.version,
      content: withLink((copy) => copy.footerColumns[0]!.links.push(link)),
      actor: asha,
    });
    expect(await deleteStaffPage(page, asha)).toEqual({
      refusal: "This page is linked from the footer column “Company”. Remove the link in Site settings first.",
    });
    expect(await getDocument("page-our-approach")).not.toBeNull();

    const drafted = (await getDocument("settings"))!;
    await publish({ key: "settings", expectedVersion: drafted.version, content: drafted.draft, actor: asha });
    expect(await deleteStaffPage(page, asha)).toMatchObject({
      refusal: expect.stringContaining("“Company”"),
    });
  });
});

describe("adding a page to a menu", () => {
  it("puts the link at the end of the chosen menu in the settings' draft, leaving what visitors see", async () => {
    expect(await addToMenuDraft({ choice: { menu: "footer", column: 1 }, ...link, path: link.to, actor: asha })).toBe(
      true,
    );
    const document = (await getDocument("settings"))!;
    expect((document.draft as SiteSettings).footerColumns[1]!.links.at(-1)).toEqual(link);
    expect((document.live as SiteSettings).footerColumns[1]!.links).toEqual(settings.footerColumns[1]!.links);
  });

  it("is refused for a menu that is full or not there", async () => {
    expect(await menuAdditionRefusal({ menu: "main" })).toBeNull();
    const full = withLink((copy) => {
      copy.mainMenu = Array.from({ length: 8 }, (_, index) => ({ label: `Link ${index}`, to: `/p${index}` }));
    });
    await saveDraft({ key: "settings", expectedVersion: 1, content: full, actor: asha });
    expect(await menuAdditionRefusal({ menu: "main" })).toBe(
      "This menu already has 8 links: remove one in Site settings first",
    );
    expect(await menuAdditionRefusal({ menu: "footer", column: 7 })).toMatch(/not in the site settings/);
    expect(await addToMenuDraft({ choice: { menu: "main" }, ...link, path: link.to, actor: asha })).toBe(false);
  });
});
