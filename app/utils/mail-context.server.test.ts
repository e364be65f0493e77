import { beforeAll, describe, expect, it } from "vitest";

import { settingsSeed } from "~/content/seed/settings";
import { startTestDatabase } from "~/models/testing.server";

import { mailContext, mailSender } from "./mail-context.server";

beforeAll(startTestDatabase);

describe("mailContext", () => {
  it("speaks for the company in the site settings, and sends as it when MAIL_FROM and STAFF_EMAIL are not set", async () => {
    const mail = await mailContext();
    expect(mail.company).toEqual(settingsSeed.company);
    expect(mail.from).toBe("Lumora Ventures <hello@lumoraventures.com>");
    expect(await mailSender()).toBe(mail.from);
    expect(mail.staff).toEqual(["hello@lumoraventures.com"]);
  });
});
