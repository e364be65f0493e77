// @vitest-environment happy-dom
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { ContentImage } from "./content-image";

const picture = {
  src: "/media/a.jpg",
  srcset: "/media/b.jpg 480w, /media/a.jpg 960w",
  width: 960,
  height: 480,
  sources: [{ type: "image/avif", srcset: "/media/c.avif 480w, /media/d.avif 960w" }],
};

function draw(element: React.ReactElement) {
  document.body.innerHTML = renderToString(element);
  return document.body;
}

describe("ContentImage", () => {
  it("draws an upload as the responsive <picture> posts' covers use", () => {
    const body = draw(<ContentImage image={{ src: "/media/a.jpg", alt: "Asha", picture }} sizes="20rem" />);
    const source = body.querySelector("picture > source")!;
    expect([source.getAttribute("type"), source.getAttribute("srcset"), source.getAttribute("sizes")]).toEqual([
      "image/avif",
      picture.sources[0]!.srcset,
      "20rem",
    ]);
    const img = body.querySelector("picture > img")!;
    expect(["src", "srcset", "alt", "width", "height", "loading"].map((name) => img.getAttribute(name))).toEqual([
      "/media/a.jpg",
      picture.srcset,
      "Asha",
      "960",
      "480",
      "lazy",
    ]);
  });

  it("draws a site image as an <img> of the given shape, and nothing for an empty field", () => {
    const body = draw(
      <ContentImage
        image={{ src: "/images/office.webp", alt: "The office" }}
        sizes="100vw"
        width={1200}
        height={800}
        priority
      />,
    );
    expect(body.querySelector("picture")).toBeNull();
    const img = body.querySelector("img")!;
    expect(["src", "alt", "width", "height", "loading"].map((name) => img.getAttribute(name))).toEqual([
      "/images/office.webp",
      "The office",
      "1200",
      "800",
      "eager",
    ]);
    expect(draw(<ContentImage image={{ src: "", alt: "" }} sizes="100vw" />).innerHTML).toBe("");
  });
});
