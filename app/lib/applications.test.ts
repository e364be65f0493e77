import { describe, expect, it } from "vitest";

import { applicationSource, applyPath, cleanSourceTag, nextStage } from "./applications";

const OWN = "https://lumora.example";
const source = (query: string, referrer?: string) => applicationSource(new URLSearchParams(query), referrer, OWN);

describe("applicationSource", () => {
  it("takes the link's tag first: source, then utm_source", () => {
    expect(source("source=LinkedIn", "https://news.ycombinator.com/")).toBe("linkedin");
    expect(source("utm_source=newsletter&utm_medium=email")).toBe("newsletter");
    expect(source("source=&utm_source=twitter")).toBe("twitter");
  });

  it("else the referring site, without www; our own pages are no source", () => {
    expect(source("", "https://www.google.com/search?q=lumora")).toBe("google.com");
    expect(source("", `${OWN}/careers?job=3`)).toBe("careers site");
    expect(source("", "android-app://com.linkedin.android/")).toBe("careers site");
    expect(source("", "not a url")).toBe("careers site");
    expect(source("")).toBe("careers site");
  });

  it("keeps a tag short and plain, whatever was posted", () => {
    expect(cleanSourceTag("  Job <b>Board</b>!!  ")).toBe("job bboardb");
    expect(cleanSourceTag("x".repeat(100))).toHaveLength(60);
    expect(cleanSourceTag("<>")).toBe("careers site");
  });
});

describe("nextStage", () => {
  it("walks New → Screening → Interview → Offer → Hired, and stops at Hired or Rejected", () => {
    expect(nextStage("new")).toBe("screening");
    expect(nextStage("screening")).toBe("interview");
    expect(nextStage("interview")).toBe("offer");
    expect(nextStage("offer")).toBe("hired");
    expect(nextStage("hired")).toBeNull();
    expect(nextStage("rejected")).toBeNull();
  });
});

describe("applyPath", () => {
  it("keeps the link's source tag", () => {
    expect(applyPath(4)).toBe("/careers/4/apply");
    expect(applyPath(4, "linked in")).toBe("/careers/4/apply?source=linked+in");
  });
});
