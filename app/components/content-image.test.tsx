// @vitest-environment happy-dom
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { ContentImage } from "./content-image";
import { checkHtml } from "../../tests/e2e/nu-html-checker";

/** An upload's `<picture>` data as `responsiveImage` makes it: AVIF and WebP sources, a JPEG <img>. */
const picture = {
  src: "/media/a.jpg",
  srcset: "/media/b.jpg 480w, /media/a.jpg 960w",
  width: 960,
  height: 480,
  sources: [
    { type: "image/avif", srcset: "/media/c.avif 480w, /media/d.avif 960w" },
    { type: "image/webp", srcset: "/media/e.webp 480w, /media/f.webp 960w" },
  ],
};

/** A phone's crop of the same upload, taller than wide. */
const phonePicture = {
  src: "/media/p.jpg",
  srcset: "/media/q.jpg 480w, /media/p.jpg 800w",
  width: 800,
  height: 1600,
  sources: [{ type: "image/webp", srcset: "/media/r.webp 480w, /media/s.webp 800w" }],
};

function draw(element: React.ReactElement) {
  document.body.innerHTML = renderToString(element);
  return document.body;
}

const attributes = (element: Element, names: string[]) => names.map((name) => element.getAttribute(name));

describe("ContentImage", () => {
  it("draws an upload as a <picture> of its variants, every source sized as the <img>", () => {
    const body = draw(<ContentImage image={{ src: "/media/a.jpg", alt: "Asha", picture }} sizes="20rem" />);
    const sources = [...body.querySelectorAll("picture > source")];
    expect(sources.map((source) => attributes(source, ["type", "srcset", "sizes", "media"]))).toEqual([
      ["image/avif", picture.sources[0]!.srcset, "20rem", null],
      ["image/webp", picture.sources[1]!.srcset, "20rem", null],
    ]);
    const img = body.querySelector("picture > img")!;
    expect(attributes(img, ["src", "srcset", "sizes", "alt", "width", "height", "loading", "fetchpriority"])).toEqual([
      "/media/a.jpg",
      picture.srcset,
      "20rem",
      "Asha",
      "960",
      "480",
      "lazy",
      null,
    ]);
  });

  it("draws a site image as an <img> of the given shape with no srcset, and nothing for an empty field", () => {
    const body = draw(
      <ContentImage
        image={{ src: "/images/office.svg", alt: "The office" }}
        sizes="100vw"
        width={1200}
        height={800}
        priority
      />,
    );
    expect(body.querySelector("picture")).toBeNull();
    const img = body.querySelector("img")!;
    expect(attributes(img, ["src", "srcset", "sizes", "alt", "width", "height", "loading", "fetchpriority"])).toEqual([
      "/images/office.svg",
      null,
      null,
      "The office",
      "1200",
      "800",
      "eager",
      "high",
    ]);
    expect(draw(<ContentImage image={{ src: "", alt: "" }} sizes="100vw" />).innerHTML).toBe("");
  });

  it("draws a decorative use of a picture with an empty alt, whatever the document says", () => {
    const body = draw(<ContentImage image={{ src: "/media/a.jpg", alt: "Asha", picture }} alt="" sizes="20rem" />);
    expect(body.querySelector("img")!.getAttribute("alt")).toBe("");
  });

  it("gives phones their own uploaded crop first, in every format, then the wide picture's", () => {
    const body = draw(
      <ContentImage
        image={{ src: "/media/a.jpg", alt: "", picture }}
        narrow={{
          image: { src: "/media/p.jpg", alt: "", picture: phonePicture },
          media: "(max-width: 767px)",
          width: 400,
          height: 860,
        }}
        sizes="100vw"
        priority
      />,
    );
    const sources = [...body.querySelectorAll("picture > source")];
    expect(
      sources.map((source) => attributes(source, ["media", "type", "srcset", "sizes", "width", "height"])),
    ).toEqual([
      ["(max-width: 767px)", "image/webp", phonePicture.sources[0]!.srcset, "100vw", null, null],
      ["(max-width: 767px)", null, phonePicture.srcset, "100vw", "800", "1600"],
      [null, "image/avif", picture.sources[0]!.srcset, "100vw", null, null],
      [null, "image/webp", picture.sources[1]!.srcset, "100vw", null, null],
    ]);
    const img = body.querySelector("picture > img")!;
    expect(attributes(img, ["src", "srcset", "loading", "fetchpriority"])).toEqual([
      "/media/a.jpg",
      picture.srcset,
      "eager",
      "high",
    ]);
  });

  it("gives phones their own site image, of its own shape, before the wide one", () => {
    const body = draw(
      <ContentImage
        image={{ src: "/images/hero-desktop.svg", alt: "" }}
        width={1440}
        height={720}
        narrow={{
          image: { src: "/images/hero-mobile.svg", alt: "" },
          media: "(max-width: 767px)",
          width: 400,
          height: 860,
        }}
        sizes="100vw"
        priority
      />,
    );
    const sources = [...body.querySelectorAll("picture > source")];
    expect(sources.map((source) => attributes(source, ["media", "srcset", "sizes", "width", "height"]))).toEqual([
      ["(max-width: 767px)", "/images/hero-mobile.svg 400w", "100vw", "400", "860"],
    ]);
    const img = body.querySelector("picture > img")!;
    expect(attributes(img, ["src", "srcset", "width", "height", "fetchpriority"])).toEqual([
      "/images/hero-desktop.svg",
      null,
      "1440",
      "720",
      "high",
    ]);
  });

  it("is valid HTML by the Nu HTML Checker in every combination of uploads and site images", async () => {
    const upload = (src: string, own: typeof picture) => ({ src, alt: "", picture: own });
    const site = (src: string) => ({ src, alt: "" });
    const phone = (image: { src: string; alt: string }) => ({
      image,
      media: "(max-width: 767px)",
      width: 400,
      height: 860,
    });
    const images = [
      [upload("/media/a.jpg", picture), upload("/media/p.jpg", phonePicture)],
      [upload("/media/a.jpg", picture), site("/images/hero-mobile.svg")],
      [site("/images/hero-desktop.svg"), upload("/media/p.jpg", phonePicture)],
      [site("/images/hero-desktop.svg"), site("/images/hero-mobile.svg")],
    ].map(([wide, narrow], index) => (
      <ContentImage key={index} image={wide!} narrow={phone(narrow!)} sizes="100vw" width={1440} height={720} />
    ));
    const html = renderToString(<main>{images}</main>);
    const page = `<!doctype html><html lang="en"><head><title>Pictures</title></head><body>${html}</body></html>`;
    expect((await checkHtml(new Map([["pictures", page]]))).errors).toEqual([]);
  });
});
