import { describe, expect, it } from "vitest";

import { ANSWER_REQUIRED_MESSAGE, answerText, knocksOut, publicQuestion } from "./screening";
import { readAnswer, readAnswers } from "./screening-answers";
import { screeningQuestion as question } from "./screening.testing";

const authorised = question({ type: "yes_no", text: "Are you authorised to work in India?", knockOut: ["no"] });
const notice = question({ type: "single_choice", options: ["Immediate", "30 days", "90 days"], knockOut: ["90 days"] });
const tools = question({ type: "multiple_choice", options: ["Salesforce", "HubSpot", "Zoho"], knockOut: [] });
const years = question({ type: "number", min: 0, max: 40, knockOutBelow: 2, knockOutAbove: 30 });

describe("readAnswer", () => {
  it("reads yes or no from a form and from JSON, and refuses anything else", () => {
    expect(readAnswer(authorised, "yes")).toEqual({ value: true });
    expect(readAnswer(authorised, "no")).toEqual({ value: false });
    expect(readAnswer(authorised, false)).toEqual({ value: false });
    expect(readAnswer(authorised, "maybe")).toEqual({ error: "Answer yes or no" });
    expect(readAnswer(authorised, ["yes", "no"])).toEqual({ error: "Answer yes or no" });
  });

  it("takes one existing option for a single choice", () => {
    expect(readAnswer(notice, "30 days")).toEqual({ value: "30 days" });
    expect(readAnswer(notice, "1 year")).toEqual({ error: "Choose one of the options" });
    expect(readAnswer(notice, ["Immediate", "30 days"])).toEqual({ error: "Choose one of the options" });
  });

  it("takes existing options for a multiple choice, in the options' order, once each", () => {
    expect(readAnswer(tools, "Zoho")).toEqual({ value: ["Zoho"] });
    expect(readAnswer(tools, ["Zoho", "Salesforce", "Zoho"])).toEqual({ value: ["Salesforce", "Zoho"] });
    expect(readAnswer(tools, ["Zoho", "Pipedrive"])).toEqual({ error: "Choose from the options" });
  });

  it("reads a number within its range", () => {
    expect(readAnswer(years, "5")).toEqual({ value: 5 });
    expect(readAnswer(years, "2.5")).toEqual({ value: 2.5 });
    expect(readAnswer(years, 7)).toEqual({ value: 7 });
    expect(readAnswer(years, "five")).toEqual({ error: "Answer must be a number" });
    expect(readAnswer(years, "1e3")).toEqual({ error: "Answer must be a number" });
    expect(readAnswer(years, "-1")).toEqual({ error: "Answer must be at least 0" });
    expect(readAnswer(years, "41")).toEqual({ error: "Answer must be at most 40" });
  });

  it("cleans and limits short and long text", () => {
    const short = question({ type: "short_text" });
    const long = question({ type: "long_text" });
    expect(readAnswer(short, "  two\nlines ")).toEqual({ value: "two lines" });
    expect(readAnswer(long, "two\r\nlines")).toEqual({ value: "two\nlines" });
    expect(readAnswer(short, "x".repeat(10_000))).toEqual({ error: "Answer must be at most 200 characters" });
    expect(readAnswer(long, "x".repeat(5001))).toEqual({ error: "Answer must be at most 5,000 characters" });
    expect(readAnswer(short, 12)).toEqual({ error: "Answer must be text" });
  });

  it("asks for a required answer and lets an optional one be left blank", () => {
    for (const type of ["yes_no", "single_choice", "multiple_choice", "number", "short_text", "long_text"] as const) {
      expect(readAnswer(question({ type, options: ["A", "B"] }), "")).toEqual({ error: ANSWER_REQUIRED_MESSAGE });
      expect(readAnswer(question({ type, options: ["A", "B"] }), undefined)).toEqual({
        error: ANSWER_REQUIRED_MESSAGE,
      });
      expect(readAnswer(question({ type, options: ["A", "B"], required: false }), "  ")).toEqual({ value: null });
    }
  });
});

describe("knocksOut", () => {
  it("knocks out a disqualifying yes-or-no answer only", () => {
    expect(knocksOut(authorised, false)).toBe(true);
    expect(knocksOut(authorised, true)).toBe(false);
  });

  it("knocks out a disqualifying option, alone or among others", () => {
    expect(knocksOut(notice, "90 days")).toBe(true);
    expect(knocksOut(notice, "Immediate")).toBe(false);
    const stack = question({ type: "multiple_choice", options: ["A", "B", "C"], knockOut: ["C"] });
    expect(knocksOut(stack, ["A", "C"])).toBe(true);
    expect(knocksOut(stack, ["A", "B"])).toBe(false);
  });

  it("knocks out a number below or above its bounds, not at them", () => {
    expect(knocksOut(years, 1)).toBe(true);
    expect(knocksOut(years, 2)).toBe(false);
    expect(knocksOut(years, 30)).toBe(false);
    expect(knocksOut(years, 31)).toBe(true);
  });

  it("never knocks out a question without knock-out answers, or no answer", () => {
    expect(knocksOut(tools, ["Zoho"])).toBe(false);
    expect(knocksOut(authorised, null)).toBe(false);
  });
});

describe("readAnswers", () => {
  it("gives the answers in order and a message per question key", () => {
    const optional = question({ key: "q9", required: false });
    const { answers, errors } = readAnswers([authorised, { ...notice, key: "q2" }, optional], {
      q1: "yes",
      q2: "never",
    });
    expect(answers).toEqual([{ question: authorised, value: true }]);
    expect(errors).toEqual({ q2: "Choose one of the options" });
  });
});

it("shows answers as words and hides knock-out answers from the public", () => {
  expect(answerText(true)).toBe("Yes");
  expect(answerText(["A", "B"])).toBe("A; B");
  expect(answerText(3)).toBe("3");
  expect(publicQuestion(years)).not.toHaveProperty("knockOutBelow");
  expect(publicQuestion(authorised)).not.toHaveProperty("knockOut");
});
