import type { Page } from "@playwright/test";

import { BROWSER_VARIANT, db, expect, expectToastSeen, test, uniqueSuffix } from "./fixtures";
import { insertJob } from "./records";
import { insertApplication } from "../application-rows";

// A record deleted from one of its own pages (issue 35): the admin lands on the list with the
// toast, with JavaScript as without it, never on the record's own "not found" page.

type RecordToDelete = {
  /** The page the record is deleted from. */
  page: string;
  /** What names it in the list. */
  name: string;
  /** A list page that shows it while it exists (searched or filtered down to it). */
  listedAt: string;
  /** Whether its row is still stored. */
  stored: () => Promise<boolean>;
};

type Resource = {
  kind: string;
  listPath: string;
  /** The toast of a delete done. */
  done: string;
  create: (createUser: (options: { role: "support" }) => Promise<{ username: string }>) => Promise<RecordToDelete>;
  /** Deletes it from its page: Delete, then the confirmation (the dialog with JavaScript, else its page). */
  confirm: (page: Page, record: RecordToDelete, javaScriptEnabled: boolean) => Promise<void>;
};

/** The Delete link of a record's page, then the confirmation: the dialog with JavaScript, its own page without. */
function throughDialog(deleteLabel: (name: string) => string, confirmLabel: string) {
  return async (page: Page, { name }: RecordToDelete, javaScriptEnabled: boolean) => {
    await page.getByRole("link", { name: deleteLabel(name) }).click();
    const confirmation = javaScriptEnabled ? page.getByRole("dialog") : page.getByRole("main");
    await confirmation.getByRole("button", { name: confirmLabel, exact: true }).click();
  };
}

/** The confirmation page itself (where a Delete link leads without JavaScript): its button. */
function onConfirmationPage(confirmLabel: string) {
  return async (page: Page) => {
    await page.getByRole("main").getByRole("button", { name: confirmLabel, exact: true }).click();
  };
}

const now = () => new Date().toISOString();

const RESOURCES: Resource[] = [
  {
    kind: "an application",
    listPath: "/admin/applications",
    done: "Application deleted",
    create: async () => {
      const name = `Meera ${uniqueSuffix()}`;
      const jobId = await insertJob();
      const { id } = await insertApplication(db, { job_id: jobId, full_name: name });
      return {
        page: `/admin/applications/${id}`,
        name,
        listedAt: `/admin/applications?job=${jobId}`,
        stored: async () =>
          Boolean(await db.selectFrom("applications").select("id").where("id", "=", id).executeTakeFirst()),
      };
    },
    confirm: throughDialog((name) => `Delete the application from ${name}`, "Delete"),
  },
  {
    kind: "a message",
    listPath: "/admin/messages",
    done: "Message deleted",
    create: async () => {
      const name = `Asha ${uniqueSuffix()}`;
      const { id } = await db
        .insertInto("contact_messages")
        .values({
          name,
          email: "asha@example.com",
          phone: null,
          subject: "general",
          message: "Please call me back about wealth management.",
          handled_at: null,
          created_at: now(),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return {
        page: `/admin/messages/${id}`,
        name,
        listedAt: `/admin/messages?q=${encodeURIComponent(name)}`,
        stored: async () =>
          Boolean(await db.selectFrom("contact_messages").select("id").where("id", "=", id).executeTakeFirst()),
      };
    },
    confirm: throughDialog((name) => `Delete the message from ${name}`, "Delete"),
  },
  {
    kind: "a staff account",
    listPath: "/admin/users",
    done: "Account deleted",
    create: async (createUser) => {
      const { username } = await createUser({ role: "support" });
      const { id } = await db
        .selectFrom("users")
        .select("id")
        .where("username", "=", username)
        .executeTakeFirstOrThrow();
      return {
        page: `/admin/users/${id}`,
        name: username,
        listedAt: "/admin/users",
        stored: async () => Boolean(await db.selectFrom("users").select("id").where("id", "=", id).executeTakeFirst()),
      };
    },
    // The account page confirms with a box to tick, with or without JavaScript.
    confirm: async (page, { name }) => {
      await page.getByLabel(`Yes, delete the account of ${name}`).check();
      await page.getByRole("button", { name: "Delete account" }).click();
    },
  },
  {
    kind: "a post",
    listPath: "/admin/blogs",
    done: "Blog deleted!",
    create: async () => {
      const title = `Deleted post ${uniqueSuffix()}`;
      const { id } = await db
        .insertInto("blogs")
        .values({
          title,
          author: "Kavya Iyer",
          description: "Written to be deleted.",
          content: "<p>Written to be deleted.</p>",
          image: null,
          status: "published",
          published_at: now(),
          created_at: now(),
          updated_at: now(),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return {
        page: `/admin/blogs/${id}/delete`,
        name: title,
        listedAt: `/admin/blogs?q=${encodeURIComponent(title)}`,
        stored: async () => Boolean(await db.selectFrom("blogs").select("id").where("id", "=", id).executeTakeFirst()),
      };
    },
    confirm: onConfirmationPage("Yes"),
  },
  {
    kind: "a job",
    listPath: "/admin/jobs",
    done: "Job deleted successfully",
    create: async () => {
      const title = `Deleted role ${uniqueSuffix()}`;
      const id = await insertJob({ title });
      return {
        page: `/admin/jobs/${id}/delete`,
        name: title,
        listedAt: `/admin/jobs?q=${encodeURIComponent(title)}`,
        stored: async () => Boolean(await db.selectFrom("jobs").select("id").where("id", "=", id).executeTakeFirst()),
      };
    },
    confirm: onConfirmationPage("Delete"),
  },
  {
    kind: "a booking",
    listPath: "/admin/appointments",
    done: "Booking deleted",
    create: async () => {
      const name = `Rohan ${uniqueSuffix()}`;
      const { id } = await db
        .insertInto("appointments")
        .values({
          token_hash: `record-delete-${uniqueSuffix()}-${uniqueSuffix()}`,
          name,
          email: "rohan@example.com",
          phone: "9876543210",
          company: null,
          topic: "Business consulting",
          starts_at: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString(),
          message: null,
          created_at: now(),
          updated_at: now(),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return {
        page: `/admin/appointments/${id}/delete`,
        name,
        listedAt: "/admin/appointments",
        stored: async () =>
          Boolean(await db.selectFrom("appointments").select("id").where("id", "=", id).executeTakeFirst()),
      };
    },
    confirm: onConfirmationPage("Delete"),
  },
  {
    kind: "a tag",
    listPath: "/admin/tags",
    done: "Tag deleted",
    create: async () => {
      const suffix = uniqueSuffix();
      const name = `Deleted topic ${suffix}`;
      const slug = `deleted-topic-${suffix}`.toLowerCase();
      const { id } = await db
        .insertInto("tags")
        .values({ name, slug, created_at: now() })
        .returning("id")
        .executeTakeFirstOrThrow();
      return {
        page: `/admin/tags/${slug}`,
        name,
        listedAt: "/admin/tags",
        stored: async () => Boolean(await db.selectFrom("tags").select("id").where("id", "=", id).executeTakeFirst()),
      };
    },
    confirm: throughDialog((name) => `Delete ${name}`, "Delete"),
  },
];

for (const javaScriptEnabled of [true, false]) {
  test.describe(
    javaScriptEnabled ? "Deleting from a record's page" : "Deleting from a record's page without JavaScript",
    { tag: javaScriptEnabled ? [] : BROWSER_VARIANT },
    () => {
      test.use({ javaScriptEnabled });

      for (const resource of RESOURCES) {
        test(`${resource.kind}: back on the list${javaScriptEnabled ? " with the toast" : ""}, and gone from it`, async ({
          page,
          login,
          createUser,
        }) => {
          const record = await resource.create(createUser);
          await login();
          // An entry that starts with its name (a search's summary repeats the name in quotes).
          const listed = page.getByRole("main").getByText(new RegExp(`^${record.name}`));
          await page.goto(record.listedAt);
          await expect(listed.first()).toBeVisible();

          await page.goto(record.page);
          await resource.confirm(page, record, javaScriptEnabled);
          await expect(page).toHaveURL(resource.listPath);
          await expect(page.getByRole("heading", { level: 1, name: /not found$/ })).toHaveCount(0);
          if (javaScriptEnabled) await expectToastSeen(page, resource.done);
          expect(await record.stored()).toBe(false);
          await page.goto(record.listedAt);
          await expect(listed).toHaveCount(0);
        });
      }
    },
  );
}
