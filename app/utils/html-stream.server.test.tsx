import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { htmlBodyStream } from "./html-stream.server";

/** Streams a page through React 18's renderer, optionally through our body stream, and returns the bytes. */
function render(element: JSX.Element, throughBodyStream: boolean) {
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(Buffer.from(chunk));
        done();
      },
    });
    sink.on("finish", () => resolve(Buffer.concat(chunks)));
    const { pipe } = renderToPipeableStream(element, {
      onAllReady() {
        if (!throughBodyStream) return void pipe(sink);
        const body = htmlBodyStream();
        body.pipe(sink);
        pipe(body);
      },
      onError: reject,
    });
  });
}

// Text pieces that put a rupee sign (3 bytes in UTF-8) across React's 2 KB buffer boundary.
const page = (offset: number) => (
  <ul>
    {Array.from({ length: 400 }, (_, index) => (
      <li key={index}>
        {"x".repeat(offset)}
        {"₹12,50,000"}
      </li>
    ))}
  </ul>
);

describe("the HTML body stream", () => {
  it("drops the zero bytes React 18 pads its buffer with, and nothing else", async () => {
    let padded = 0;
    for (let offset = 0; offset < 8; offset++) {
      const raw = await render(page(offset), false);
      const clean = await render(page(offset), true);
      if (raw.includes(0)) padded++;
      expect(clean.includes(0)).toBe(false);
      expect(clean.toString("utf8")).toBe(raw.toString("utf8").replaceAll("\u0000", ""));
    }
    // The renderer really does it (if a React upgrade fixes it, this stream can go).
    expect(padded).toBeGreaterThan(0);
  });
});
