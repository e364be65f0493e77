import { beforeAll, describe, expect, it } from "vitest";

import { call, login, VALID_JOB } from "./harness";

let token: string;
beforeAll(async () => {
  ({ token } = await login());
});

type Case = {
  name: string;
  method: string;
  path: string;
  /** Raw body; JSON bodies use `json`. */
  body?: string;
  json?: unknown;
  headers?: Record<string, string>;
  auth?: boolean;
  status: number;
  message: string | RegExp;
};

// Each malformed request, the status it must get and the message a client can show.
const cases: Case[] = [
  {
    name: "malformed JSON",
    method: "POST",
    path: "/api/jobs",
    body: '{"title": ',
    status: 400,
    message: "Malformed JSON in request body",
  },
  {
    name: "trailing garbage after JSON",
    method: "POST",
    path: "/api/blogs",
    body: "{} x",
    status: 400,
    message: "Malformed JSON in request body",
  },
  { name: "empty body", method: "POST", path: "/api/jobs", body: "", status: 400, message: /Request body is empty/ },
  {
    name: "body is an array",
    method: "POST",
    path: "/api/jobs",
    json: [VALID_JOB],
    status: 400,
    message: "Request body must be a JSON object",
  },
  {
    name: "body is a string",
    method: "POST",
    path: "/api/blogs",
    json: "title",
    status: 400,
    message: "Request body must be a JSON object",
  },
  {
    name: "body is null",
    method: "PUT",
    path: "/api/blogs/1",
    json: null,
    status: 400,
    message: "Request body must be a JSON object",
  },
  {
    name: "body is a number",
    method: "POST",
    path: "/api/login",
    json: 42,
    auth: false,
    status: 400,
    message: "Request body must be a JSON object",
  },
  {
    name: "invalid UTF-8",
    method: "POST",
    path: "/api/jobs",
    body: "__binary__",
    status: 400,
    message: "Request body is not valid UTF-8",
  },
  {
    name: "form-encoded body",
    method: "POST",
    path: "/api/jobs",
    body: "title=x",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    status: 415,
    message: "Content-Type must be application/json",
  },
  {
    name: "no content type",
    method: "POST",
    path: "/api/login",
    body: "{}",
    headers: { "Content-Type": "" },
    auth: false,
    status: 415,
    message: "Content-Type must be application/json",
  },
  {
    name: "text/plain body",
    method: "PUT",
    path: "/api/jobs/1",
    body: JSON.stringify(VALID_JOB),
    headers: { "Content-Type": "text/plain" },
    status: 415,
    message: "Content-Type must be application/json",
  },
  {
    name: "title of the wrong type",
    method: "POST",
    path: "/api/jobs",
    json: { ...VALID_JOB, title: 123 },
    status: 400,
    message: /Title/,
  },
  {
    name: "salary as words",
    method: "POST",
    path: "/api/jobs",
    json: { ...VALID_JOB, salary: "a lot" },
    status: 400,
    message: "Salary must be a number",
  },
  {
    name: "salary as an object",
    method: "POST",
    path: "/api/jobs",
    json: { ...VALID_JOB, salary: { amount: 5 } },
    status: 400,
    message: "Salary must be a number",
  },
  {
    name: "unknown job type",
    method: "POST",
    path: "/api/jobs",
    json: { ...VALID_JOB, type: "Freelance" },
    status: 400,
    message: /Type/,
  },
  {
    name: "country that is not an ISO 3166 code",
    method: "POST",
    path: "/api/jobs",
    json: { ...VALID_JOB, country: "India" },
    status: 400,
    message: "Country must be a valid ISO 3166 country code",
  },
  {
    name: "unknown workplace",
    method: "POST",
    path: "/api/jobs",
    json: { ...VALID_JOB, workplace: "Anywhere" },
    status: 400,
    message: "Workplace must be one of On-site, Hybrid, Remote",
  },
  {
    name: "blank required job field",
    method: "POST",
    path: "/api/jobs",
    json: { ...VALID_JOB, company: "   " },
    status: 400,
    message: "Company is required",
  },
  {
    name: "missing blog title",
    method: "POST",
    path: "/api/blogs",
    json: { author: "A", description: "D" },
    status: 400,
    message: "Title is required",
  },
  {
    name: "blog image with javascript: URL",
    method: "POST",
    path: "/api/blogs",
    json: { title: "T", author: "A", description: "D", image: "javascript:alert(1)" },
    status: 400,
    message: /image|Image/,
  },
  {
    name: "login without password",
    method: "POST",
    path: "/api/login",
    json: { username: "admin" },
    auth: false,
    status: 400,
    message: "Password is required",
  },
  {
    name: "refresh token of the wrong type",
    method: "POST",
    path: "/api/refresh-token",
    json: { refreshToken: ["a"] },
    auth: false,
    status: 400,
    message: "refreshToken must be a string",
  },
  {
    name: "unknown blog id",
    method: "GET",
    path: "/api/blogs/999999",
    auth: false,
    status: 404,
    message: "Blog not found",
  },
  {
    name: "malformed blog id",
    method: "GET",
    path: "/api/blogs/abc",
    auth: false,
    status: 404,
    message: "Blog not found",
  },
  {
    name: "unknown job id on update",
    method: "PUT",
    path: "/api/jobs/999999",
    json: VALID_JOB,
    status: 404,
    message: "Job not found",
  },
  { name: "negative job id on delete", method: "DELETE", path: "/api/jobs/-3", status: 404, message: "Job not found" },
  { name: "unknown API path", method: "GET", path: "/api/unicorns", auth: false, status: 404, message: "Not found" },
  {
    name: "PATCH is not supported",
    method: "PATCH",
    path: "/api/jobs/1",
    json: {},
    status: 405,
    message: /not allowed/,
  },
  { name: "DELETE on a collection", method: "DELETE", path: "/api/blogs", status: 405, message: /not allowed/ },
  { name: "GET on login", method: "GET", path: "/api/login", auth: false, status: 405, message: /not allowed/ },
  {
    name: "page of zero",
    method: "GET",
    path: "/api/jobs?page=0",
    auth: false,
    status: 400,
    message: /page must be an integer/,
  },
  {
    name: "limit too large",
    method: "GET",
    path: "/api/blogs?limit=1000",
    auth: false,
    status: 400,
    message: /limit must be an integer between 1 and 100/,
  },
  {
    name: "limit not a number",
    method: "GET",
    path: "/api/jobs?limit=ten",
    auth: false,
    status: 400,
    message: /limit must be an integer/,
  },
  {
    name: "type filter not a job type",
    method: "GET",
    path: "/api/jobs?type=Freelance",
    auth: false,
    status: 400,
    message: /type/,
  },
  {
    name: "write with a made-up token",
    method: "POST",
    path: "/api/jobs",
    json: VALID_JOB,
    headers: { Authorization: "Bearer made-up" },
    status: 401,
    message: "Invalid or expired token",
  },
];

describe("bad input answers a clear JSON error, never a 500 or HTML", () => {
  it("has at least 25 distinct cases", () => {
    expect(new Set(cases.map((c) => c.name)).size).toBeGreaterThanOrEqual(25);
  });

  it.each(cases)("$name → $status", async (c) => {
    const body = c.body === "__binary__" ? new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]) : c.body;
    const reply = await call(c.method, c.path, {
      token: c.auth === false || c.headers?.Authorization ? undefined : token,
      json: c.json,
      body,
      headers: {
        ...(c.json === undefined && c.body !== undefined ? { "Content-Type": "application/json" } : {}),
        ...c.headers,
      },
    });
    expect(reply.status, reply.text).toBe(c.status);
    expect(reply.headers.get("content-type")).toMatch(/^application\/json/);
    if (typeof c.message === "string") expect(reply.body.message).toBe(c.message);
    else expect(reply.body.message).toMatch(c.message);
    if (c.status === 405) expect(reply.headers.get("allow")).toMatch(/OPTIONS/);
  });
});
