import { describe, expect, it } from "vitest";

import { documentName, documentState, settledAt } from "./content-documents";

// A document's lifecycle at a moment: a scheduled change is live from its time on, with no write.

const NOON = "2026-06-01T12:00:00.000Z";
const before = new Date("2026-06-01T11:59:59.999Z");
const noon = new Date(NOON);
const stored = { live: "old", liveAt: "2026-05-01T00:00:00.000Z", scheduled: "new", scheduledAt: NOON };

describe("settledAt", () => {
  it("keeps a scheduled change waiting until its time, then makes it the live one", () => {
    expect(settledAt(stored, before)).toEqual(stored);
    expect(settledAt(stored, noon)).toEqual({ live: "new", liveAt: NOON, scheduled: null, scheduledAt: null });
  });
});

describe("documentState", () => {
  it("says never published, scheduled, draft pending or published, at the moment", () => {
    const none = { live: null, liveAt: null, scheduled: null, scheduledAt: null };
    expect(documentState({ ...none, draft: "draft" }, noon)).toBe("never-published");
    expect(documentState({ ...none, scheduled: "new", scheduledAt: NOON, draft: null }, before)).toBe("scheduled");
    expect(documentState({ ...none, scheduled: "new", scheduledAt: NOON, draft: null }, noon)).toBe("published");
    expect(documentState({ ...stored, draft: "draft" }, before)).toBe("scheduled");
    expect(documentState({ ...stored, draft: "draft" }, noon)).toBe("draft");
    expect(documentState({ ...stored, draft: null }, noon)).toBe("published");
  });
});

describe("documentName", () => {
  it("names the settings as such and a page by its key", () => {
    expect(documentName("settings")).toBe("the site settings");
    expect(documentName("studio-growth")).toBe("the page “studio-growth”");
  });
});
