import { db } from "./fixtures";
import { STATIC_PAGES } from "../../app/content/site";
import { insertApplication } from "../application-rows";

/**
 * Every public page of the site, one of each kind: the sitemap's static pages, plus a job
 * panel, a filtered list, a post, the sign-in and the not-found page.
 */
export const PUBLIC_PAGES = [
  ...STATIC_PAGES,
  "/careers?job=1",
  "/careers/1/apply",
  "/careers?type=Internship&q=no-such-role",
  "/blog/1",
  "/login",
  "/no-such-page",
];

/**
 * Every back-office page, for records that exist: a contact message, a booking and a job
 * application are stored first (the demo content has posts and jobs but no inbox).
 */
export async function adminPages() {
  const now = new Date().toISOString();
  const message = await db
    .insertInto("contact_messages")
    .values({
      name: "Page Check",
      email: "page-check@example.com",
      phone: null,
      subject: "general",
      message: "Checking every page.",
      handled_at: null,
      created_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const appointment = await db
    .insertInto("appointments")
    .values({
      token_hash: `page-check-${Date.now()}-${Math.random().toString(36).slice(2)}`,
      name: "Page Check",
      email: "page-check@example.com",
      phone: "9876543210",
      company: null,
      topic: "Business consulting",
      starts_at: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString(),
      message: null,
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const application = await insertApplication(db, {
    at: now,
    job_title: "Page check role",
    full_name: "Page Check",
    profile_url: "https://example.com/page-check",
    cover_letter: "Checking every page.",
  });
  await db
    .insertInto("application_events")
    .values({ application_id: application.id, kind: "note", note: "A note.", actor: "e2e-admin", created_at: now })
    .execute();
  return [
    "/dashboard",
    "/admin/blogs",
    "/admin/blogs/new",
    "/admin/blogs/1",
    "/admin/blogs/1/view",
    "/admin/blogs/1/delete",
    "/admin/jobs",
    "/admin/jobs/new",
    "/admin/jobs/1",
    "/admin/jobs/1/view",
    "/admin/jobs/1/delete",
    "/admin/messages",
    `/admin/messages/${message.id}`,
    `/admin/messages/${message.id}/delete`,
    "/admin/appointments",
    `/admin/appointments/${appointment.id}/delete`,
    "/admin/applications",
    `/admin/applications/${application.id}`,
    `/admin/applications/${application.id}/delete`,
    "/admin/jobs/999999",
  ];
}
