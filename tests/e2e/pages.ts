import { db } from "./fixtures";
import { settingsSeed } from "../../app/content/seed/settings";
import { STATIC_PAGES } from "../../app/content/site";
import { contactStaffEmail } from "../../app/emails/contact";
import { PREVIEW_PURPOSE } from "../../app/lib/post-preview.server";
import { hashSecretToken, newSecretToken } from "../../app/lib/secret-token.server";
import { signToken } from "../../app/lib/signed-token.server";
import { WITHDRAW_PURPOSE } from "../../app/models/application-emails.server";
import { ANSWER_PURPOSE, MANAGE_PURPOSE } from "../../app/models/booking-emails.server";
import { INTERVIEW_PURPOSE } from "../../app/models/interview.server";
import { ALERT_CONFIRM_PURPOSE, alertToken } from "../../app/models/job-alert.server";
import { confirmToken, readerToken } from "../../app/models/subscriber.server";
import { insertApplication } from "../application-rows";
import { everySection } from "../staff-page-content";

/**
 * Every public page of the site, one of each kind: the sitemap's static pages, plus a job
 * panel, a filtered list, a post, the sign-in and the not-found page.
 */
export const PUBLIC_PAGES = [
  ...STATIC_PAGES,
  "/careers?job=1",
  "/careers/1/apply",
  "/careers?type=Internship&q=no-such-role",
  "/careers/alerts?q=engineer&location=Bengaluru",
  "/blog/1",
  "/insights/tag/pricing",
  "/search",
  "/search?q=pune",
  "/login",
  "/forgot-password",
  "/no-such-page",
];

/** A subscriber's confirmation and preferences pages (signed as the server signs them), the sends' and subscribers' pages. */
async function newsletterPages(now: string) {
  const nonce = newSecretToken();
  const reader = await db
    .insertInto("subscribers")
    .values({
      email: `page-check-${nonce.slice(0, 8)}@example.com`,
      confirm_nonce: nonce,
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  // A post already emailed, so the sends' page shows its table (at phone width too).
  await db
    .insertInto("newsletter_sends")
    .values({ blog_id: 1, format: "summary", status: "done", started_at: now, created_at: now, updated_at: now })
    .onConflict((oc) => oc.column("blog_id").doNothing())
    .execute();
  const secret = process.env.SESSION_SECRET!;
  return [
    `/newsletter/confirm/${confirmToken(secret, reader.id, nonce)}`,
    "/newsletter/confirm/not-a-link",
    `/newsletter/preferences/${readerToken(secret, reader.id)}`,
    "/admin/newsletter",
    "/admin/subscribers",
    "/admin/subscribers/import",
    `/admin/subscribers/${reader.id}/delete`,
  ];
}

/** A job alert's confirmation and preferences pages (signed as the server signs them), and the staff's pages. */
async function jobAlertPages(now: string) {
  const nonce = newSecretToken();
  const alert = await db
    .insertInto("job_alerts")
    .values({
      email: `page-check-${nonce.slice(0, 8)}@example.com`,
      q: "engineer",
      location: "Bengaluru",
      status: "confirmed",
      confirm_nonce: nonce,
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const secret = process.env.SESSION_SECRET!;
  const inADay = new Date(Date.now() + 86_400_000);
  return [
    `/careers/alerts/confirm/${signToken(secret, ALERT_CONFIRM_PURPOSE, `${alert.id}.${nonce}`, inADay)}`,
    "/careers/alerts/confirm/not-a-link",
    `/careers/alerts/preferences/${alertToken(secret, alert.id)}`,
    "/admin/job-alerts",
    `/admin/job-alerts?q=page-check`,
    `/admin/job-alerts/${alert.id}/delete`,
  ];
}

/**
 * A staff account besides the e2e admin, an open invitation and a password reset link for it, so
 * the staff pages show their forms and the links' pages their valid state.
 */
async function staffRecords(now: string) {
  const suffix = Math.random().toString(36).slice(2, 10);
  const member = await db
    .insertInto("users")
    .values({
      username: `page-check-${suffix}`,
      name: "Page Check",
      email: `page-check-${suffix}@example.com`,
      role: "support",
      password_hash: "scrypt$not-a-real-hash",
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const later = new Date(Date.now() + 60 * 60 * 1000).toISOString();
  const invitationToken = newSecretToken();
  await db
    .insertInto("invitations")
    .values({
      email: `invited-${suffix}@example.com`,
      name: "Page Check Invitee",
      role: "editor",
      token_hash: hashSecretToken(invitationToken),
      invited_by: null,
      created_at: now,
      expires_at: later,
    })
    .execute();
  const resetToken = newSecretToken();
  await db
    .insertInto("password_resets")
    .values({ user_id: member.id, token_hash: hashSecretToken(resetToken), created_at: now, expires_at: later })
    .execute();
  return [
    "/admin/users",
    "/admin/users/invite",
    `/admin/users/${member.id}`,
    "/admin/consultants",
    `/admin/consultants/${member.id}`,
    "/admin/account",
    "/admin/activity",
    `/invite/${invitationToken}`,
    "/invite/not-a-link",
    `/reset-password/${resetToken}`,
    "/reset-password/not-a-link",
  ];
}

/**
 * A published page staff made with a section of every type (stored as the API stores one), and
 * its pages: on the site, in the editor, its delete confirmation, and the form that makes one.
 */
async function staffPage(now: string) {
  const key = `page-page-check-${Math.random().toString(36).slice(2, 10)}`;
  const content = JSON.stringify(everySection);
  await db
    .insertInto("content_documents")
    .values({ key, live: content, live_at: now, version: 1, created_at: now, updated_at: now })
    .execute();
  return [`/${key.slice("page-".length)}`, "/admin/pages/new", `/admin/pages/${key}`, `/admin/pages/${key}/delete`];
}

/**
 * Every back-office page, for records that exist: a contact message (with its email), a booking
 * and a job application are stored first (the demo content has posts and jobs but no inbox); and
 * the public pages a booking's emails link to, which need a booking too.
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
  const startsAt = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString();
  const appointment = await db
    .insertInto("appointments")
    .values({
      token_hash: `page-check-${Date.now()}-${Math.random().toString(36).slice(2)}`,
      name: "Page Check",
      email: "page-check@example.com",
      phone: "9876543210",
      company: null,
      topic: "Business consulting",
      starts_at: startsAt,
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
  // An older version of post 1, so its comparison page marks words removed and added.
  const revision = await db
    .insertInto("post_revisions")
    .values({
      blog_id: 1,
      title: "An older title for the page check",
      description: "An older description.",
      content: "<h2>Older heading</h2><p>An older paragraph, with <strong>bold</strong> words.</p>",
      author: "Page Check",
      created_at: now,
      user_id: null,
      origin: "autosave",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  // The about page's first revision (the seed's), compared with its content.
  const aboutRevision = await db
    .selectFrom("content_revisions")
    .select("id")
    .where("document_key", "=", "about")
    .orderBy("id")
    .executeTakeFirstOrThrow();
  const staffEmail = contactStaffEmail(
    {
      id: message.id,
      name: "Page Check",
      email: "page-check@example.com",
      phone: null,
      subject: "general",
      message: "Checking every page.",
    },
    { siteUrl: "http://localhost", company: settingsSeed.company },
  );
  const email = await db
    .insertInto("emails")
    .values({
      kind: "contact-staff",
      about: `contact-message:${message.id}`,
      recipient: "staff@example.com",
      reply_to: "page-check@example.com",
      ...staffEmail,
      attachments: "[]",
      message_id: `<page-check-${message.id}@lumoraventures.com>`,
      next_attempt_at: now,
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  // An interview invitation for that application (no panel: its page offers no times, but shows its forms).
  const invitation = await db
    .insertInto("interview_invitations")
    .values({
      application_id: application.id,
      interviewers: "[]",
      minutes: 45,
      note: "Please bring a portfolio.",
      expires_at: new Date(Date.now() + 86_400_000).toISOString(),
      created_by: null,
      created_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  // The pages a booking's emails link to, with links signed as the server signs them.
  const link = (purpose: string) => signToken(process.env.SESSION_SECRET!, purpose, appointment.id, new Date(startsAt));
  return [
    ...(await staffRecords(now)),
    ...(await staffPage(now)),
    `/appointment/manage/${link(MANAGE_PURPOSE)}`,
    `/appointment/manage/${link(MANAGE_PURPOSE)}?cancel`,
    `/appointment/answer/${link(ANSWER_PURPOSE)}?do=confirm`,
    `/appointment/answer/${link(ANSWER_PURPOSE)}?do=decline`,
    "/appointment/manage/not-a-link",
    `/careers/withdraw/${signToken(process.env.SESSION_SECRET!, WITHDRAW_PURPOSE, application.id, new Date(Date.now() + 86_400_000))}`,
    "/careers/withdraw/not-a-link",
    `/interview/${signToken(process.env.SESSION_SECRET!, INTERVIEW_PURPOSE, invitation.id, new Date(Date.now() + 86_400_000))}`,
    "/interview/not-a-link",
    `/blog/preview/${signToken(process.env.SESSION_SECRET!, PREVIEW_PURPOSE, 1, new Date(Date.now() + 86_400_000))}`,
    "/blog/preview/not-a-link",
    ...(await newsletterPages(now)),
    ...(await jobAlertPages(now)),
    "/admin/outbox",
    `/admin/outbox/${email.id}`,
    "/dashboard",
    "/admin/blogs",
    "/admin/blogs/new",
    "/admin/blogs/1",
    "/admin/blogs/1/view",
    "/admin/blogs/1/delete",
    "/admin/blogs/1/revisions",
    `/admin/blogs/1/revisions/${revision.id}`,
    "/admin/blogs/1/revisions/999999",
    "/admin/pages",
    "/admin/pages/home",
    "/admin/pages/about",
    "/admin/pages/contact",
    "/admin/pages/settings",
    "/admin/pages/about/revisions",
    `/admin/pages/about/revisions/${aboutRevision.id}`,
    "/admin/tags",
    "/admin/tags/pricing",
    "/admin/tags/pricing/delete",
    "/admin/jobs",
    "/admin/jobs/new",
    "/admin/jobs/1",
    "/admin/jobs/1/view",
    "/admin/jobs/1/questions",
    "/admin/jobs/1/delete",
    "/admin/messages",
    `/admin/messages/${message.id}`,
    `/admin/messages/${message.id}/delete`,
    "/admin/appointments",
    "/admin/availability",
    `/admin/appointments/${appointment.id}/delete`,
    "/admin/applications",
    ...(await analyticsPages(now)),
    `/admin/applications/${application.id}`,
    `/admin/applications/${application.id}/delete`,
    "/admin/jobs/999999",
  ];
}

/** The analytics report with a goal in its tables, and with a custom range it refuses. */
async function analyticsPages(now: string) {
  await db
    .insertInto("analytics_goals")
    .values({ reached_at: now, day: now.slice(0, 10), goal: "booking", page: "/about", source: "page-check" })
    .execute();
  return ["/admin/analytics", "/admin/analytics?range=custom&from=2026-02-01&to=2026-01-01"];
}
