import { describe, expect, it } from "vitest";

import { mailbox } from "./mailbox";

describe("mailbox", () => {
  it("writes a plain name as it is, and quotes one with reserved characters", () => {
    expect(mailbox("Lumora Ventures", "hello@lumoraventures.com")).toBe("Lumora Ventures <hello@lumoraventures.com>");
    expect(mailbox("Lumora, Inc.", "hello@lumora.com")).toBe('"Lumora, Inc." <hello@lumora.com>');
    expect(mailbox('The "Studio" \\ Co', "a@b.co")).toBe('"The \\"Studio\\" \\\\ Co" <a@b.co>');
  });
});
