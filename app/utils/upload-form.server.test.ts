import { describe, expect, it } from "vitest";

import { readUploadForm } from "./upload-form.server";
import { thrownResponse } from "../../tests/thrown-response";

const LIMIT = 1000;
const options = { fileFields: ["cv"], maxFileBytes: LIMIT, maxFieldBytes: 100 };

/** A multipart POST as a browser sends it (undici writes the body and its boundary). */
function post(entries: Array<[string, string | File]>) {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  return new Request("http://site/careers/1/apply", { method: "POST", body: form });
}

const file = (size: number, name = "cv.pdf") =>
  new File([new Uint8Array(size).fill(37)], name, { type: "application/pdf" });

describe("readUploadForm", () => {
  it("gives the text fields and the file, intact", async () => {
    const bytes = new TextEncoder().encode("%PDF-1.4 hello");
    const { formData, files } = await readUploadForm(
      post([
        ["fullName", "Meera Nair — ünïcode"],
        ["cv", new File([bytes], "C:\\Users\\meera\\My CV.pdf")],
        ["consent", "on"],
      ]),
      options,
    );
    expect(formData.get("fullName")).toBe("Meera Nair — ünïcode");
    expect(formData.get("consent")).toBe("on");
    const cv = files.get("cv")!;
    expect(cv).toMatchObject({ field: "cv", filename: "My CV.pdf", size: bytes.length, tooLarge: false });
    expect(new Uint8Array(cv.bytes)).toEqual(bytes);
  });

  it("keeps a file of exactly the limit, and counts and drops one byte more, reading the fields after it", async () => {
    const exact = (await readUploadForm(post([["cv", file(LIMIT)]]), options)).files.get("cv")!;
    expect(exact).toMatchObject({ size: LIMIT, tooLarge: false });
    expect(exact.bytes.length).toBe(LIMIT);

    const over = await readUploadForm(
      post([
        ["cv", file(LIMIT + 1)],
        ["email", "m@example.com"],
      ]),
      options,
    );
    expect(over.files.get("cv")).toMatchObject({ size: LIMIT + 1, tooLarge: true });
    expect(over.files.get("cv")!.bytes.length).toBeLessThanOrEqual(LIMIT);
    expect(over.formData.get("email")).toBe("m@example.com");
  });

  it("never keeps more than the limit of a far larger file", async () => {
    const { files, formData } = await readUploadForm(
      post([
        ["cv", file(LIMIT * 200)],
        ["coverLetter", "Hello"],
      ]),
      options,
    );
    expect(files.get("cv")).toMatchObject({ size: LIMIT * 200, tooLarge: true });
    expect(files.get("cv")!.bytes.length).toBeLessThanOrEqual(LIMIT);
    expect(formData.get("coverLetter")).toBe("Hello");
  });

  it("has no file for an input left empty, and ignores files in other fields", async () => {
    const empty = new File([], "", { type: "application/octet-stream" });
    const { files } = await readUploadForm(
      post([
        ["cv", empty],
        ["avatar", file(10, "me.png")],
      ]),
      options,
    );
    expect(files.size).toBe(0);
  });

  it("reads the files whose field a test accepts, when the form's file inputs are not known ahead", async () => {
    const { files } = await readUploadForm(
      post([
        ["team[0].photo.file", file(10, "a.png")],
        ["team[1].photo.file", file(20, "b.png")],
        ["other", file(30, "c.png")],
      ]),
      { fileFields: (name) => name.endsWith(".photo.file"), maxFiles: 3, maxFileBytes: LIMIT },
    );
    expect([...files.values()].map(({ field, size }) => ({ field, size }))).toEqual([
      { field: "team[0].photo.file", size: 10 },
      { field: "team[1].photo.file", size: 20 },
    ]);
  });

  it("cuts a text field at its limit (the schema's length rule then speaks)", async () => {
    const { formData } = await readUploadForm(post([["coverLetter", "x".repeat(500)]]), options);
    expect(formData.get("coverLetter")).toBe("x".repeat(100));
  });

  it("reads a URL-encoded form (no files) and refuses other bodies", async () => {
    const encoded = new Request("http://site/apply", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "fullName=Meera&consent=on",
    });
    const { formData, files } = await readUploadForm(encoded, options);
    expect(formData.get("fullName")).toBe("Meera");
    expect(files.size).toBe(0);

    const text = new Request("http://site/apply", {
      method: "POST",
      headers: { "Content-Type": "text/plain" },
      body: "x",
    });
    expect((await thrownResponse(readUploadForm(text, options))).status).toBe(415);
  });

  it("refuses a body cut off mid-part, one without a boundary, and a stream that fails", async () => {
    const full = post([
      ["fullName", "Meera"],
      ["cv", file(500)],
    ]);
    const contentType = full.headers.get("content-type")!;
    const boundary = contentType.split("boundary=")[1]!;
    const cut = new Request("http://site/apply", {
      method: "POST",
      headers: { "Content-Type": contentType },
      body: (await full.arrayBuffer()).slice(0, 300),
    });
    expect(await thrownResponse(readUploadForm(cut, options))).toEqual({
      status: 400,
      body: { message: expect.stringContaining("could not be read") },
    });

    const noBoundary = new Request("http://site/apply", {
      method: "POST",
      headers: { "Content-Type": "multipart/form-data" },
      body: "x",
    });
    expect((await thrownResponse(readUploadForm(noBoundary, options))).status).toBe(400);

    const failing = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(
          new TextEncoder().encode(`--${boundary}\r\nContent-Disposition: form-data; name="a"\r\n\r\n`),
        );
        controller.error(new Error("the server cut the body at its limit"));
      },
    });
    const broken = new Request("http://site/apply", {
      method: "POST",
      headers: { "Content-Type": `multipart/form-data; boundary=${boundary}` },
      body: failing,
      duplex: "half",
    } as RequestInit);
    expect((await thrownResponse(readUploadForm(broken, options))).status).toBe(400);
  });
});
