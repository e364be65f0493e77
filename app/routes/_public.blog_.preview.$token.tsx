import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";

import { BlogArticle } from "~/components/blog/blog-article";
import { formatDateTime } from "~/lib/format";
import { PREVIEW_PURPOSE } from "~/lib/post-preview.server";
import { effectiveStatus, POST_STATUS_LABELS } from "~/lib/post-status";
import { getBlog, withBodyPictures } from "~/models/blog.server";
import { recordFromLink } from "~/utils/signed-link.server";
import { pageTitle } from "~/utils/site-settings";

// A post's preview link (see post-preview.server.ts): the post exactly as its page will show it,
// whatever its state, with a notice saying what the reader is looking at. Never indexed, never cached.

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: pageTitle(matches, data && "blog" in data ? `Preview: ${data.blog.title}` : "Preview") },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ params }: LoaderFunctionArgs) {
  const now = new Date();
  const link = await recordFromLink(PREVIEW_PURPOSE, params.token, getBlog, now);
  if (link.state === "expired") return data({ problem: "expired" as const }, { status: 410 });
  if (link.state !== "valid") return data({ problem: "invalid" as const }, { status: 404 });
  return { blog: await withBodyPictures(link.record), state: effectiveStatus(link.record, now) };
}

const PROBLEMS = {
  invalid: {
    title: "This preview link does not work",
    text: "It may have been copied only in part, or the post was deleted.",
  },
  expired: {
    title: "This preview link has expired",
    text: "Preview links work for 7 days. Ask the writer for a new one.",
  },
};

export default function PostPreviewRoute() {
  const data = useLoaderData<typeof loader>();
  if ("problem" in data) {
    const { title, text } = PROBLEMS[data.problem];
    return (
      <section className="container flex flex-col items-center py-24 text-center">
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        <p className="mt-3 max-w-xl text-muted-foreground">{text}</p>
        <Link to="/insights" className="btn-primary mt-8">
          Read our insights
        </Link>
      </section>
    );
  }
  const { blog, state } = data;
  const when =
    state === "scheduled"
      ? ` It goes live on ${formatDateTime(blog.publishedAt)}.`
      : state === "published"
        ? " It is live."
        : "";
  return (
    <BlogArticle
      blog={blog}
      notice={
        <p role="note" className="border-b border-primary/30 bg-primary/10 px-4 py-3 text-center text-sm font-medium">
          Preview of a post that is {POST_STATUS_LABELS[state].toLowerCase()}.{when} Only people with this link see it
          here.
        </p>
      }
    />
  );
}
