import { describe, expect, it } from "vitest";

import { formatReadTime, readTimeMinutes } from "./read-time";

const words = (count: number) => Array.from({ length: count }, (_, i) => `word${i}`).join(" ");

describe("readTimeMinutes", () => {
  it("counts the words of the body at 200 a minute, rounded up", () => {
    expect(readTimeMinutes({ content: `<p>${words(200)}</p>`, description: "" })).toBe(1);
    expect(readTimeMinutes({ content: `<p>${words(201)}</p>`, description: "" })).toBe(2);
    expect(readTimeMinutes({ content: `<h2>Title</h2><p>${words(999)}</p>`, description: "" })).toBe(5);
  });

  it("ignores tags, attributes and entities", () => {
    const html = `<p class="lead" data-x="one two three">${words(10)}&nbsp;&amp;</p><img src="/a.svg" alt="four five">`;
    expect(readTimeMinutes({ content: html.repeat(40), description: "" })).toBe(2);
  });

  it("falls back to the description when there is no body", () => {
    expect(readTimeMinutes({ content: "", description: words(450) })).toBe(3);
    expect(readTimeMinutes({ content: "<p> </p>", description: words(10) })).toBe(1);
  });

  it("is at least one minute", () => {
    expect(readTimeMinutes({ content: "", description: "" })).toBe(1);
  });

  it("reads as 'N min read'", () => {
    expect(formatReadTime(4)).toBe("4 min read");
  });
});
