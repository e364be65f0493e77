import type { Page } from "@playwright/test";

import { setUpConsultant } from "./consultant-settings";
import { BROWSER_VARIANT, db, expect, test } from "./fixtures";
import { randomSlot } from "./forms";
import { insertApplication } from "../application-rows";

// A recruiter invites a candidate to interview with a panel; the candidate books a time from the
// link in the emailed invitation, and the application shows Interview with the booking on its
// timeline. The interviewer is a staff member of the test's own, so no other spec meets them.

/** On the consultant page: `username` interviews (their hours: the team's). */
function makeInterviewer(page: Page, username: string) {
  return setUpConsultant(page, username, (form) => form.getByLabel("Interviews candidates").check(), "Interviews");
}

/** The link in the newest interview invitation emailed to `to`. */
async function invitationLink(to: string) {
  await expect
    .poll(async () => (await db.selectFrom("emails").select("id").where("recipient", "=", to).execute()).length)
    .toBe(1);
  const email = await db.selectFrom("emails").select("text").where("recipient", "=", to).executeTakeFirstOrThrow();
  return new URL(/https?:\/\/\S+\/interview\/\S+/.exec(email.text)![0]).pathname;
}

type Credentials = { username: string; password: string };
type Fixtures = {
  login: (user?: { username: string }) => Promise<void>;
  createUser: (options?: { role?: "support" | "recruiter" }) => Promise<Credentials>;
};

async function inviteAndBook(page: Page, { login, createUser }: Fixtures) {
  const interviewer = await createUser({ role: "support" });
  await login();
  await makeInterviewer(page, interviewer.username);

  const email = `candidate-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const { id } = await insertApplication(db, {
    job_id: null,
    job_title: "Interview Designer",
    full_name: "Nila Rao",
    email,
  });
  const recruiter = await createUser({ role: "recruiter" });
  await page.context().clearCookies();
  await login(recruiter);
  await page.goto(`/admin/applications/${id}`);
  const invite = page.getByRole("form", { name: "Invite to interview" });
  await invite.getByLabel(interviewer.username).check();
  await invite.getByLabel("Length").selectOption("45");
  await invite.getByLabel("Note for the candidate (optional)").fill("We will look at your portfolio together.");
  await invite.getByRole("button", { name: "Invite to interview" }).click();
  await expect(
    page.getByRole("listitem").filter({ hasText: `Invited to interview with ${interviewer.username}` }),
  ).toBeVisible();

  // The candidate, from the link in their email.
  const link = await invitationLink(email);
  await page.context().clearCookies();
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: "Book your interview" })).toBeVisible();
  await expect(page.getByText("We will look at your portfolio together.")).toBeVisible();
  const { date } = randomSlot();
  const chooser = page.getByRole("form", { name: "Choose a date" });
  await chooser.getByLabel("Date").fill(date);
  await chooser.getByRole("button", { name: "Show free times" }).click();
  await expect(page).toHaveURL(new RegExp(`date=${date}`));
  const times = page.getByRole("form", { name: /^Free times on / });
  await times.getByRole("radio").first().check();
  await times.getByRole("button", { name: "Book interview" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your interview is booked" })).toBeVisible();
  // The link is used now: it shows the booking, and books nothing more.
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: "Your interview is booked" })).toBeVisible();

  await login(recruiter);
  await page.goto(`/admin/applications/${id}`);
  // The stage badge beside the candidate's name.
  await expect(page.getByRole("article").getByText("Interview", { exact: true })).toBeVisible();
  await expect(page.getByText(/Interview booked for .* with /)).toBeVisible();
  await expect(page.getByText("The candidate moved it from New to Interview")).toBeVisible();
}

test("with JavaScript: a recruiter invites, the candidate books from the emailed link, the application shows Interview", async ({
  page,
  login,
  createUser,
}) => {
  await inviteAndBook(page, { login, createUser });
});

test.describe("without JavaScript, on a phone", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });

  test(
    "the same invitation and booking, with plain forms",
    { tag: BROWSER_VARIANT },
    async ({ page, login, createUser }) => {
      await inviteAndBook(page, { login, createUser });
    },
  );

  test("a link that does not work says so, never an error page", async ({ page }) => {
    const response = await page.goto("/interview/not-a-link");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "This link does not work" })).toBeVisible();
  });
});
