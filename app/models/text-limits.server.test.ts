import { describe, expect, it } from "vitest";
import type { z } from "zod";

import { DEFAULT_AVAILABILITY } from "~/lib/availability";

import { RefreshTokenSchema } from "./api-token.server";
import { bookingSchema } from "./appointment.server";
import { BlogInputSchema } from "./blog.server";
import { ContactMessageSchema } from "./contact-message.server";
import { JobInputSchema } from "./job.server";
import { fieldMessages } from "./testing.server";
import { LoginSchema } from "./user.server";

// Every text a form or an API client can get stored (or looked up) has a limit in its schema.
const NOW = new Date("2026-03-02T03:00:00Z"); // a Monday morning in India
const valid = {
  blog: { title: "T", author: "A", description: "D", content: "<p>C</p>", image: "/images/a.svg" },
  job: {
    title: "T",
    company: "C",
    location: "L",
    type: "Full-time",
    salary: "100",
    department: "D",
    description: "D",
    requirements: "R",
  },
  contact: { name: "N", email: "n@example.com", subject: "general", message: "M", consent: "on" },
  booking: {
    name: "N",
    email: "n@example.com",
    phone: "+91 98765 43210",
    company: "C",
    topic: "Wealth Management",
    date: "2026-03-04",
    time: "11:00",
    message: "M",
  },
  login: { username: "admin", password: "long-enough" },
  refresh: { refreshToken: "t" },
};

/** Each form's schema and an input it accepts, for the rows below. */
const FORMS = {
  blog: { schema: BlogInputSchema, base: valid.blog },
  job: { schema: JobInputSchema, base: valid.job },
  contact: { schema: ContactMessageSchema, base: valid.contact },
  booking: { schema: bookingSchema(NOW, [valid.booking.topic], DEFAULT_AVAILABILITY), base: valid.booking },
  login: { schema: LoginSchema, base: valid.login },
  "refresh token": { schema: RefreshTokenSchema, base: valid.refresh },
} satisfies Record<string, { schema: z.ZodTypeAny; base: Record<string, unknown> }>;

type Limit = [form: keyof typeof FORMS, field: string, max: number, message: string];

const LIMITS: Limit[] = [
  ["blog", "title", 200, "Title must be at most 200 characters"],
  ["blog", "author", 100, "Author must be at most 100 characters"],
  ["blog", "description", 2000, "Description must be at most 2,000 characters"],
  ["blog", "content", 200_000, "Content must be at most 200,000 characters"],
  ["blog", "image", 2048, "Image must be at most 2,048 characters"],
  ["job", "title", 150, "Title must be at most 150 characters"],
  ["job", "company", 120, "Company must be at most 120 characters"],
  ["job", "location", 120, "Location must be at most 120 characters"],
  ["job", "department", 80, "Department must be at most 80 characters"],
  ["job", "description", 10_000, "Description must be at most 10,000 characters"],
  ["job", "requirements", 10_000, "Requirements must be at most 10,000 characters"],
  ["contact", "name", 120, "Name must be at most 120 characters"],
  ["contact", "message", 5000, "Message must be at most 5,000 characters"],
  ["booking", "name", 120, "Name must be at most 120 characters"],
  ["booking", "company", 120, "Company must be at most 120 characters"],
  ["booking", "message", 2000, "Message must be at most 2,000 characters"],
  ["login", "username", 100, "Username must be at most 100 characters"],
  ["login", "password", 1024, "Password must be at most 1,024 characters"],
  ["refresh token", "refreshToken", 256, "refreshToken must be at most 256 characters"],
];

/** A value of exactly `length` characters that the field accepts. */
function valueOfLength(field: string, length: number) {
  if (field === "image") return `/${"a".repeat(length - 1)}`;
  return "a".repeat(length);
}

describe("every stored text field has a maximum length", () => {
  it("the fixtures are valid", () => {
    for (const { schema, base } of Object.values(FORMS)) expect(schema.safeParse(base).error?.issues ?? []).toEqual([]);
  });

  it.each(LIMITS)("%s %s: %i characters accepted, one more refused", (form, field, max, message) => {
    const { schema, base } = FORMS[form];
    expect(schema.safeParse({ ...base, [field]: valueOfLength(field, max) }).success).toBe(true);
    const result = schema.safeParse({ ...base, [field]: valueOfLength(field, max + 1) });
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([[field, message]]);
  });

  it("refuses a 20-million-character username without looking at it further", () => {
    const result = LoginSchema.safeParse({ username: "a".repeat(20_000_000), password: "long-enough" });
    expect(result.error?.issues[0]?.message).toBe("Username must be at most 100 characters");
  });
});

describe("the spec's messages are unchanged", () => {
  it("keeps the required and salary messages word for word", () => {
    // The first message of each field, as the forms and the API show it.
    expect(fieldMessages(LoginSchema, { username: "  ", password: "" })).toEqual({
      username: "Username is required",
      password: "Password is required",
    });
    expect(fieldMessages(LoginSchema, { username: "a", password: "short" })).toEqual({
      password: "Password must be at least 8 characters",
    });
    expect(fieldMessages(BlogInputSchema, { title: " ", author: "", description: "" })).toEqual({
      title: "Title is required",
      author: "Author is required",
      description: "Description is required",
    });
    expect(fieldMessages(JobInputSchema, { ...valid.job, title: "", salary: "lots" })).toEqual({
      title: "Title is required",
      salary: "Salary must be a number",
    });
  });
});

// Every C0 control character and DEL, as the API probe sent them.
const CONTROLS = [...Array.from({ length: 0x20 }, (_, code) => String.fromCharCode(code)), "\u007f"].join("");
const MULTILINE = new Set([
  "blog description",
  "blog content",
  "job description",
  "job requirements",
  "contact message",
  "booking message",
]);

describe("no stored text keeps a control character", () => {
  const textFields = LIMITS.filter(
    ([form, field]) => field !== "image" && field !== "password" && form !== "refresh token",
  );

  it.each(textFields)("%s %s", (form, field) => {
    const { schema, base } = FORMS[form];
    const result = schema.safeParse({ ...base, [field]: `one${CONTROLS}two` });
    expect(result.success).toBe(true);
    const stored = (result.data as Record<string, string>)[field];
    // Multi-line text keeps its tab and line breaks (\n only); one line gets spaces.
    expect(stored).toBe(MULTILINE.has(`${form} ${field}`) ? "one\t\n\n\n\ntwo" : "one     two");
  });

  it("refuses an image address with a control character", () => {
    const message = (image: string) => BlogInputSchema.safeParse({ ...valid.blog, image }).error?.issues[0]?.message;
    expect(message("https://cdn.example.com/a\u000b.png")).toBe(
      "Image must be an http(s) URL or a path on this site (starting with /)",
    );
    for (const image of ["/images/a\u0000.svg", "/images/\u007f.svg"]) {
      expect(message(image), image).toBe(
        "Image must be a path on this site, starting with a single / (such as /images/blog/post.svg)",
      );
    }
  });
});
