import { describe, expect, it } from "vitest";

import { readFormData, requestWithForm, UNREADABLE_FORM_MESSAGE, UNSUPPORTED_FORM_MESSAGE } from "./form-data.server";
import { thrownResponse } from "../../tests/thrown-response";

const post = (body: BodyInit | null, contentType?: string) =>
  new Request("http://localhost/contact", {
    method: "POST",
    body,
    headers: contentType ? { "Content-Type": contentType } : {},
  });

describe("readFormData", () => {
  it("reads what browsers send: URL-encoded and multipart forms", async () => {
    const encoded = await readFormData(
      post("name=Asha+Rao&note=caf%C3%A9+%26+tea&empty=&flag", "application/x-www-form-urlencoded;charset=UTF-8"),
    );
    expect([...encoded]).toEqual([
      ["name", "Asha Rao"],
      ["note", "café & tea"],
      ["empty", ""],
      ["flag", ""],
    ]);
    const form = new FormData();
    form.append("name", "Asha");
    const multipart = await readFormData(new Request("http://localhost/contact", { method: "POST", body: form }));
    expect(multipart.get("name")).toBe("Asha");
    expect([...(await readFormData(post("", "application/x-www-form-urlencoded")))]).toEqual([]);
  });

  it("refuses any other content type with 415", async () => {
    for (const contentType of ["application/json", "text/plain", "application/xml", undefined]) {
      expect(await thrownResponse(readFormData(post('{"name":"Asha"}', contentType))), String(contentType)).toEqual({
        status: 415,
        body: { message: UNSUPPORTED_FORM_MESSAGE },
      });
    }
  });

  it("refuses a body that does not parse with 400", async () => {
    const part = '--b\r\nContent-Disposition: form-data; name="name"\r\n\r\nAsha';
    const bodies: Array<[BodyInit, string]> = [
      [`${part}\r\n--b--\r\n`, "multipart/form-data"], // no boundary
      [part, "multipart/form-data; boundary=b"], // cut off
      ["name=%E0%A4%A", "application/x-www-form-urlencoded"], // half an escape
      ["name=100%", "application/x-www-form-urlencoded"],
      ["name=%ff", "application/x-www-form-urlencoded"], // an escape that is not UTF-8
      [new Uint8Array([0x6e, 0x3d, 0xff]), "application/x-www-form-urlencoded"], // raw bytes that are not UTF-8
    ];
    for (const [body, contentType] of bodies) {
      expect(await thrownResponse(readFormData(post(body, contentType))), String(body)).toEqual({
        status: 400,
        body: { message: UNREADABLE_FORM_MESSAGE },
      });
    }
  });
});

describe("requestWithForm", () => {
  it("hands the form on in a fresh request with the original headers", async () => {
    const request = post("username=asha&password=secret", "application/x-www-form-urlencoded");
    request.headers.set("X-Client-Address", "10.0.0.1");
    const form = await readFormData(request);
    const fresh = requestWithForm(request, form);
    expect(fresh.headers.get("x-client-address")).toBe("10.0.0.1");
    expect(fresh.headers.get("content-type")).toMatch(/^multipart\/form-data; boundary=/);
    expect(Object.fromEntries(await fresh.formData())).toEqual({ username: "asha", password: "secret" });
  });
});
