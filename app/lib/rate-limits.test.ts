import { describe, expect, it } from "vitest";

import { writeBucketsFor } from "./rate-limits";

describe("writeBucketsFor", () => {
  it("counts no read", () => {
    for (const method of ["GET", "HEAD", "OPTIONS"]) expect(writeBucketsFor(method, "/login")).toEqual([]);
  });

  it("puts sign-in, reset and invitation writes in the strict bucket, however the path is spelled", () => {
    for (const path of [
      "/login",
      "/LOGIN",
      "/login/",
      "/%6Cogin",
      "/api/login",
      "/login/two-factor",
      "/login/passkey",
      "/forgot-password",
      "/reset-password/abc",
      "/invite/abc",
      "/Invite/abc/",
    ]) {
      expect(writeBucketsFor("POST", path), path).toEqual(["sign-in", "all"]);
    }
  });

  it("puts the back-office's and the API's writes in the overall bucket only", () => {
    for (const [method, path] of [
      ["POST", "/admin/blogs/new"],
      ["POST", "/admin"],
      ["PUT", "/api/blogs/3"],
      ["DELETE", "/api/jobs/3"],
      ["POST", "/api/refresh-token"],
    ]) {
      expect(writeBucketsFor(method!, path!), path).toEqual(["all"]);
    }
  });

  it("puts one-click unsubscribes, which mail providers send for many readers at once, in the overall bucket only", () => {
    for (const path of [
      "/newsletter/unsubscribe/abc.def",
      "/Newsletter/Unsubscribe/abc.def/",
      "/careers/alerts/unsubscribe/abc.def",
    ]) {
      expect(writeBucketsFor("POST", path), path).toEqual(["all"]);
    }
  });

  it("puts every other write in the public bucket", () => {
    for (const path of [
      "/contact",
      "/appointment",
      "/careers/7/apply",
      "/careers/alerts",
      "/careers/alerts/preferences/abc.def",
      "/action/set-theme",
      "/logout",
      "/administer",
      "/apix",
      "/newsletter",
      "/newsletter/preferences/abc.def",
    ]) {
      expect(writeBucketsFor("post", path), path).toEqual(["public", "all"]);
    }
  });
});
