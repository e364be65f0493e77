import { describe, expect, it } from "vitest";

import { documentPreviewToken, readDocumentPreviewToken } from "./document-preview.server";
import { previewPath } from "./post-preview.server";
import { signToken } from "./signed-token.server";

// A page's preview link: it names its document for 7 days, and only as a page preview.

const SECRET = "a-secret-of-some-length";
const now = new Date("2026-11-01T09:00:00Z");
const DAY_MS = 24 * 60 * 60 * 1000;

describe("document preview tokens", () => {
  it("name their document for 7 days, then say they expired", () => {
    const token = documentPreviewToken(SECRET, "page-careers-day", now);
    expect(readDocumentPreviewToken(SECRET, token, new Date(now.getTime() + 7 * DAY_MS - 1))).toEqual({
      status: "valid",
      id: "page-careers-day",
    });
    expect(readDocumentPreviewToken(SECRET, token, new Date(now.getTime() + 7 * DAY_MS))).toEqual({
      status: "expired",
      id: "page-careers-day",
    });
  });

  it("refuse another secret, another purpose's token, and a post's preview", () => {
    const token = documentPreviewToken(SECRET, "home", now);
    expect(readDocumentPreviewToken("another-secret-entirely", token, now)).toEqual({ status: "invalid" });
    const other = signToken(SECRET, "booking-manage", "home", new Date(now.getTime() + DAY_MS));
    expect(readDocumentPreviewToken(SECRET, other, now)).toEqual({ status: "invalid" });
    const postToken = previewPath(SECRET, 12, now).split("/").at(-1)!;
    expect(readDocumentPreviewToken(SECRET, postToken, now)).toEqual({ status: "invalid" });
  });
});
