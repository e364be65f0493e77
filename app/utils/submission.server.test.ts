import { describe, expect, it } from "vitest";

import { firstErrors } from "~/lib/form-reply";
import { JobInputSchema } from "~/models/job.server";
import { LoginSchema } from "~/models/user.server";

import { formConstraints, parseSubmission, replyWithFormError } from "./submission.server";

function form(values: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
}

describe("parseSubmission", () => {
  it("gives the first message of each field", () => {
    const reply = parseSubmission(form({ username: "   ", password: "" }), LoginSchema).reply();
    expect(reply.status).toBe("error");
    expect(firstErrors(reply)).toEqual({ username: "Username is required", password: "Password is required" });
  });

  it("treats missing fields like empty ones", () => {
    const reply = parseSubmission(form({}), LoginSchema).reply();
    expect(firstErrors(reply)).toEqual({ username: "Username is required", password: "Password is required" });
  });

  it("keeps what was typed, except the fields it is told to hide", () => {
    const submission = parseSubmission(form({ username: "ana", password: "short" }), LoginSchema);
    expect(firstErrors(submission.reply())).toEqual({ password: "Password must be at least 8 characters" });
    expect(submission.reply().initialValue).toEqual({ username: "ana", password: "short" });
    expect(submission.reply({ hideFields: ["password"] }).initialValue).toEqual({ username: "ana" });
  });

  it("passes the schema's output on success", () => {
    const submission = parseSubmission(form({ username: "  ana ", password: "12345678" }), LoginSchema);
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toEqual({ username: "ana", password: "12345678" });
  });

  it("refuses a forged control field as the client's mistake (400), not a crash", async () => {
    const forged = form({ username: "ana", password: "12345678", __intent__: "{not json" });
    let thrown: unknown;
    try {
      parseSubmission(forged, LoginSchema);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(400);
  });
});

describe("replyWithFormError", () => {
  it("shows one message for the form and keeps what was typed", () => {
    const reply = replyWithFormError(form({ username: "ana", password: "secret-password" }), "Try again.", [
      "password",
    ]);
    expect(firstErrors(reply)).toEqual({ "": "Try again." });
    expect(reply.initialValue).toEqual({ username: "ana" });
  });
});

describe("formConstraints", () => {
  it("derives required and maxLength from the schema the action checks", () => {
    const constraints = formConstraints(JobInputSchema);
    expect(constraints.title).toMatchObject({ required: true, maxLength: 150 });
    expect(constraints.department).toMatchObject({ required: true, maxLength: 80 });
  });
});
