// @vitest-environment happy-dom
import { json } from "@remix-run/node";
import { createRemixStub } from "@remix-run/testing";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

import { settingsSeed } from "~/content/seed/settings";
import { REVISION_NOT_FOUND } from "~/lib/post-revisions";
import * as blogRevisions from "~/routes/_admin.admin.blogs.$id_.revisions._index";
import * as editPage from "~/routes/_admin.admin.pages.$key";
import * as pageRevision from "~/routes/_admin.admin.pages.$key_.revisions.$revisionId";
import * as editTag from "~/routes/_admin.admin.tags.$slug/route";
import { DOCUMENT_NOT_FOUND } from "~/utils/page-documents.server";

// The back-office's record pages when what their address names is not there: each route's own
// error boundary says what was not found, why that may be, and links back to its list.

afterEach(cleanup);

/** Renders `route`'s error boundary as its loader's 404 with `message` makes it. */
async function renderNotFound(route: { ErrorBoundary: () => JSX.Element }, message: string) {
  const Stub = createRemixStub([
    {
      id: "root",
      loader: () => json({ settings: settingsSeed }),
      children: [
        {
          path: "/record",
          Component: () => null,
          ErrorBoundary: route.ErrorBoundary,
          loader: () => {
            throw new Response(message, { status: 404 });
          },
        },
      ],
    },
  ]);
  render(<Stub initialEntries={["/record"]} />);
  return screen.findByRole("heading", { level: 1 });
}

function expectWayBack(name: string, href: string) {
  expect(screen.getByRole("link", { name }).getAttribute("href")).toBe(href);
}

describe("a record page's 404", () => {
  it("a tag: its not-found heading, why, and the way back to the tags", async () => {
    expect((await renderNotFound(editTag, "Tag not found")).textContent).toBe("Tag not found");
    screen.getByText("It may have been deleted, or the link is wrong.");
    expectWayBack("Back to Tags", "/admin/tags");
  });

  it("a page of the pages editor: “Page not found”, and back to the pages", async () => {
    expect((await renderNotFound(editPage, DOCUMENT_NOT_FOUND)).textContent).toBe("Page not found");
    screen.getByText("The link may be wrong, or the page is no longer edited here.");
    expectWayBack("Back to pages", "/admin/pages");
  });

  it("a page's revision that is not its: “Revision not found”, and back to the pages", async () => {
    expect((await renderNotFound(pageRevision, REVISION_NOT_FOUND)).textContent).toBe("Revision not found");
    expectWayBack("Back to pages", "/admin/pages");
  });

  it("a post's revisions: the revision's or the post's not-found heading, and back to the posts", async () => {
    expect((await renderNotFound(blogRevisions, REVISION_NOT_FOUND)).textContent).toBe("Revision not found");
    screen.getByText("It may have been deleted, or the link is wrong.");
    expectWayBack("Back to Blogs", "/admin/blogs");
    cleanup();
    expect((await renderNotFound(blogRevisions, "Blog not found")).textContent).toBe("Blog not found");
  });
});
