import { documentPage } from "~/content/documents";
import { effectiveStatus } from "~/lib/post-status";
import { postPath } from "~/lib/slug";
import { isStaffPageKey } from "~/lib/staff-pages";
import type { Application, ApplicationSummary } from "~/models/application.server";
import type { Blog, BlogSummary } from "~/models/blog.server";
import type { ContentDocument } from "~/models/content-document.server";
import type { Job } from "~/models/job.server";
import type { SessionUser } from "~/models/user.server";

// The JSON shapes of the API. `_id` repeats `id` as a string for clients of the old API.

/**
 * A post in a list: everything but its body (GET /api/blogs/:id has that). `status` is draft,
 * scheduled, published or unpublished as of `now`.
 */
export function toApiBlogSummary(blog: BlogSummary, now = new Date()) {
  const id = String(blog.id);
  return {
    _id: id,
    id,
    title: blog.title,
    slug: blog.slug,
    url: postPath(blog),
    tags: blog.tags.map((tag) => tag.name),
    author: blog.author,
    description: blog.description,
    image: blog.image,
    featuredImage: blog.image,
    imageAlt: blog.imageAlt,
    featured: blog.featured,
    status: effectiveStatus(blog, now),
    publishDate: blog.publishedAt,
    readTime: blog.readTime,
    createdAt: blog.createdAt,
    updatedAt: blog.updatedAt,
  };
}

export function toApiBlog(blog: Blog, now = new Date()) {
  return {
    ...toApiBlogSummary(blog, now),
    content: blog.content,
    metaTitle: blog.metaTitle,
    metaDescription: blog.metaDescription,
    socialImage: blog.socialImage,
  };
}

export function toApiJob(job: Job) {
  const id = String(job.id);
  return { _id: id, ...job, id };
}

/** An application in a list: who, for which job, where it stands (GET /api/applications/:id has the rest). */
export function toApiApplicationSummary(application: ApplicationSummary) {
  const id = String(application.id);
  return { _id: id, ...application, id, cvUrl: `/api/applications/${id}/cv` };
}

/** One application with its cover letter; the CV is a download of its own (`cvUrl`). */
export function toApiApplication({ emailKey: _key, cvFileId: _file, ...application }: Application) {
  return {
    ...toApiApplicationSummary(application),
    coverLetter: application.coverLetter,
    profileUrl: application.profileUrl,
  };
}

/**
 * A signed-in person as the API shows them: `role` (admin, editor, recruiter, support), and
 * `isAdmin`, the spec's flag for clients that only know it: true for anyone with back-office access.
 */
export function toApiUser(user: SessionUser) {
  return { id: user.id, username: user.username, role: user.role, isAdmin: user.role !== null };
}

type PublishedPage = { key: string; content: unknown; publishedAt: string | null };

/** A page's published content document: what every visitor of the page sees. */
export function toApiPage({ key, content, publishedAt }: PublishedPage) {
  return { key, title: pageTitle(key, content), content, publishedAt };
}

/**
 * A page's document as its editors see it: `content` is the latest (the draft, else the scheduled
 * change, else what is live), `version` the number the next PUT must send back.
 */
export function toApiPageDraft(document: ContentDocument) {
  return {
    key: document.key,
    title: pageTitle(document.key, document.latest),
    content: document.latest,
    state: document.state,
    version: document.version,
    publishedAt: document.liveAt,
    scheduledAt: document.scheduledAt,
    updatedAt: document.updatedAt,
    updatedBy: document.updatedByName,
  };
}

/** What a page is called: a staff page by its own title (its title in search results), the site's pages by their name. */
function pageTitle(key: string, content: unknown) {
  const own = isStaffPageKey(key) ? (content as { seo?: { title?: unknown } } | null)?.seo?.title : undefined;
  return typeof own === "string" && own !== "" ? own : (documentPage(key)?.title ?? key);
}
