import { cleanMultiline, cleanSingleLine, tooLongMessage } from "~/lib/text-schema";

import {
  ANSWER_REQUIRED_MESSAGE,
  LONG_ANSWER_MAX,
  SHORT_ANSWER_MAX,
  type AnswerValue,
  type ScreeningQuestion,
} from "./screening";

// Reading a candidate's answers to a job's screening questions (issue 44): on the server, apart
// from app/lib/screening.ts, which the pages load (the text cleaning brings zod with it).

function texts(raw: unknown): string[] {
  const values = Array.isArray(raw) ? raw : raw === undefined || raw === null ? [] : [raw];
  return values.map((value) => (typeof value === "string" ? value.trim() : String(value)));
}

/**
 * Reads one answer (a form's string or strings, or a JSON value): its typed value, null when
 * left blank (optional questions only), or the message to show next to the field.
 */
export function readAnswer(
  question: ScreeningQuestion,
  raw: unknown,
): { value: AnswerValue | null } | { error: string } {
  const given = texts(raw).filter(Boolean);
  if (given.length === 0) return question.required ? { error: ANSWER_REQUIRED_MESSAGE } : { value: null };
  switch (question.type) {
    case "yes_no": {
      if (typeof raw === "boolean") return { value: raw };
      const [answer] = given;
      if (given.length === 1 && (answer === "yes" || answer === "no")) return { value: answer === "yes" };
      return { error: "Answer yes or no" };
    }
    case "single_choice": {
      const [answer] = given;
      if (given.length === 1 && question.options.includes(answer!)) return { value: answer! };
      return { error: "Choose one of the options" };
    }
    case "multiple_choice": {
      if (given.some((answer) => !question.options.includes(answer))) return { error: "Choose from the options" };
      // In the options' order, each once.
      return { value: question.options.filter((option) => given.includes(option)) };
    }
    case "number": {
      const [answer] = given;
      const number = typeof raw === "number" ? raw : Number(answer);
      if (given.length !== 1 || !/^-?\d+(\.\d+)?$/.test(String(answer)) || !Number.isFinite(number)) {
        return { error: "Answer must be a number" };
      }
      if (question.min !== null && number < question.min) return { error: `Answer must be at least ${question.min}` };
      if (question.max !== null && number > question.max) return { error: `Answer must be at most ${question.max}` };
      return { value: number };
    }
    case "short_text":
    case "long_text": {
      if (given.length !== 1 || typeof raw !== "string") return { error: "Answer must be text" };
      const long = question.type === "long_text";
      const text = (long ? cleanMultiline(raw) : cleanSingleLine(raw)).trim();
      const max = long ? LONG_ANSWER_MAX : SHORT_ANSWER_MAX;
      if (text.length > max) return { error: tooLongMessage("Answer", max) };
      return text ? { value: text } : question.required ? { error: ANSWER_REQUIRED_MESSAGE } : { value: null };
    }
  }
}

export type Answer = { question: ScreeningQuestion; value: AnswerValue };

/**
 * Reads every answer to `questions` from `raw` (keyed by question key): the answers given, in
 * the questions' order, or a message per question key.
 */
export function readAnswers(questions: ScreeningQuestion[], raw: Record<string, unknown>) {
  const answers: Answer[] = [];
  const errors: Record<string, string> = {};
  for (const question of questions) {
    const read = readAnswer(question, raw[question.key]);
    if ("error" in read) errors[question.key] = read.error;
    else if (read.value !== null) answers.push({ question, value: read.value });
  }
  return { answers, errors };
}
