import { describe, expect, it } from "vitest";

import { careersSearchPath, describeJobSearch } from "./job-alerts";

const none = { q: "", location: "", type: "", department: "" };

describe("describeJobSearch", () => {
  it.each([
    [{ ...none, q: "engineer", location: "Bengaluru" }, "Engineer roles in Bengaluru"],
    [none, "All open roles"],
    [{ ...none, type: "Full-time" }, "Full-time roles"],
    [{ ...none, type: "Internship", q: "design" }, "Internship design roles"],
    [{ ...none, department: "Engineering", location: "Remote" }, "Roles in the Engineering team in Remote"],
  ])("reads %o as %s", (search, words) => {
    expect(describeJobSearch(search)).toBe(words);
  });
});

describe("careersSearchPath", () => {
  it("links to the careers page with the search's filters only", () => {
    expect(careersSearchPath({ ...none, q: "engineer", location: "Bengaluru" })).toBe(
      "/careers?q=engineer&location=Bengaluru#jobs",
    );
    expect(careersSearchPath(none)).toBe("/careers#jobs");
  });
});
