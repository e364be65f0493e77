import sharp from "sharp";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";

import { db } from "~/db.server";
import { renderImage } from "~/lib/image-variants.server";
import { mediaSha } from "~/lib/media";

import {
  BlogInputSchema,
  createBlog,
  getBlog,
  getFeaturedBlog,
  listBlogs,
  updateBlog,
  withBodyPictures,
} from "./blog.server";
import { storeFile } from "./file-storage.server";
import { findImage, imageIdOfPath, mediaFile, responsiveImages, storeImage } from "./image.server";
import { emptyTables, fieldMessages, startTestDatabase } from "./testing.server";

beforeAll(startTestDatabase);

beforeEach(() => emptyTables("post_tags", "tags", "blog_slug_redirects", "blogs", "image_variants", "images", "files"));

async function upload(width = 1200, height = 800, background = "#3366cc") {
  const bytes = await sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();
  const image = await renderImage(bytes);
  if ("error" in image) throw new Error(image.error);
  return { name: "cover.jpg", bytes, image };
}

const post = (overrides: Record<string, unknown> = {}) =>
  BlogInputSchema.parse({
    title: "Title",
    author: "Author",
    description: "Description",
    content: "<p>Body</p>",
    ...overrides,
  });

describe("uploaded images", () => {
  it("keeps an image with its variants, once for the same bytes, even when stored at once", async () => {
    const file = await upload();
    const [first, second] = await Promise.all([storeImage(file), storeImage(file)]);
    expect(second).toEqual(first);
    expect(await findImage(file.bytes)).toEqual(first);
    expect(first).toMatchObject({ width: 1200, height: 800 });
    expect(first.src).toMatch(/^\/media\/[0-9a-f]{64}\.jpg$/);
    expect(await db.selectFrom("images").select("id").execute()).toHaveLength(1);
    // 480, 960 and 1200 wide, each in AVIF, WebP and JPEG.
    expect(await db.selectFrom("image_variants").select("id").execute()).toHaveLength(9);
  });

  it("draws an image as a <picture>: AVIF and WebP sources, the JPEG <img> at its largest", async () => {
    const stored = await storeImage(await upload());
    const picture = (await responsiveImages([stored.id])).get(stored.id)!;
    expect(picture.src).toBe(stored.src);
    expect(picture.sources.map((source) => source.type)).toEqual(["image/avif", "image/webp"]);
    for (const srcset of [picture.srcset, ...picture.sources.map((source) => source.srcset)]) {
      expect(srcset).toMatch(
        /^\/media\/[0-9a-f]{64}\.\w+ 480w, \/media\/[0-9a-f]{64}\.\w+ 960w, \/media\/[0-9a-f]{64}\.\w+ 1200w$/,
      );
    }
    expect(picture).toMatchObject({ width: 1200, height: 800 });
  });

  it("serves variants by their address, never an original or any other kept file", async () => {
    const file = await upload();
    const stored = await storeImage(file);
    const picture = (await responsiveImages([stored.id])).get(stored.id)!;
    const avif = picture.sources[0]!.srcset.split(" ")[0]!;
    const served = await mediaFile(mediaSha(avif)!, "avif");
    expect(served?.contentType).toBe("image/avif");
    expect((await sharp(served!.bytes).metadata()).format).toBe("heif");
    expect(await imageIdOfPath(db, avif)).toBe(stored.id);
    // The address's extension must be the variant's own format.
    expect(await mediaFile(mediaSha(avif)!, "jpeg")).toBeNull();
    // The original (kept with its metadata) and other files are not media.
    const original = await db
      .selectFrom("images")
      .innerJoin("files", "files.id", "images.file_id")
      .select("files.sha256")
      .executeTakeFirstOrThrow();
    expect(await mediaFile(original.sha256, "jpeg")).toBeNull();
    const cv = await storeFile(db, { name: "cv.pdf", contentType: "application/pdf", bytes: Buffer.from("%PDF-1.7") });
    expect(await mediaFile(cv.sha256, "jpeg")).toBeNull();
    expect(await imageIdOfPath(db, "/images/blog/a.svg")).toBeNull();
  });

  it("gives a post with an uploaded cover its picture, and requires the cover's alt text", async () => {
    const stored = await storeImage(await upload());
    expect(
      fieldMessages(BlogInputSchema, { title: "T", author: "A", description: "D", image: stored.src, imageAlt: " " }),
    ).toEqual({
      imageAlt: "Describe the image for people who cannot see it",
    });
    // An image elsewhere needs none (the spec's client sends none).
    expect(
      fieldMessages(BlogInputSchema, { title: "T", author: "A", description: "D", image: "https://cdn.test/a.jpg" }),
    ).toEqual({});
    const created = await createBlog(post({ image: stored.src, imageAlt: "A blue field" }));
    expect(created.cover?.src).toBe(stored.src);
    expect((await listBlogs()).blogs[0]).toMatchObject({ imageAlt: "A blue field", cover: { width: 1200 } });
    const elsewhere = await updateBlog(created.id, post({ image: "https://cdn.test/a.jpg", imageAlt: "" }));
    expect(elsewhere?.cover).toBeNull();
  });

  it("draws the uploaded images of a post's body as pictures, leaving others as they are", async () => {
    const stored = await storeImage(await upload());
    const created = await createBlog(
      post({
        content: `<p><img src="${stored.src}" alt="Chart &amp; notes"><img src="https://cdn.test/b.png" alt="b"></p>`,
      }),
    );
    const { content } = await withBodyPictures(created);
    expect(content).toContain('<picture><source type="image/avif"');
    expect(content).toContain(`<img src="${stored.src}" srcset="`);
    expect(content).toContain('width="1200" height="800" alt="Chart &amp; notes" loading="lazy"');
    expect(content).toContain('<img src="https://cdn.test/b.png" alt="b" loading="lazy" />');
    // What is stored (and what the API gives) stays the plain image.
    expect((await getBlog(created.id))?.content).not.toContain("<picture>");
  });
});

describe("the featured post and the search and social fields", () => {
  it("features one post at most; featuring another stops featuring the first", async () => {
    const first = await createBlog(post({ title: "First", featured: true }));
    expect((await getFeaturedBlog())?.id).toBe(first.id);
    const second = await createBlog(post({ title: "Second", featured: true }));
    expect((await getFeaturedBlog())?.id).toBe(second.id);
    expect((await getBlog(first.id))?.featured).toBe(false);
    // An edit that does not say keeps it; a draft is never the public's featured post.
    await updateBlog(second.id, post({ title: "Second, edited" }));
    expect((await getBlog(second.id))?.featured).toBe(true);
    await updateBlog(second.id, post({ title: "Second", status: "draft" }));
    expect(await getFeaturedBlog()).toBeNull();
    expect((await listBlogs({ exclude: first.id })).blogs.map((blog) => blog.title)).toEqual([]);
  });

  it("keeps the meta fields when an edit leaves them out and clears them when sent blank", async () => {
    const created = await createBlog(
      post({ metaTitle: "Short title", metaDescription: "For search", socialImage: "/images/share.jpg" }),
    );
    expect(created).toMatchObject({
      metaTitle: "Short title",
      metaDescription: "For search",
      socialImage: "/images/share.jpg",
    });
    expect(await updateBlog(created.id, post({ title: "Edited" }))).toMatchObject({ metaTitle: "Short title" });
    expect(await updateBlog(created.id, post({ metaTitle: "", socialImage: "" }))).toMatchObject({
      metaTitle: "",
      metaDescription: "For search",
      socialImage: null,
    });
  });
});
