// Screening questions a job asks its candidates, and which answers knock an application out. How an
// answer is read from a form or a JSON body: screening-answers.ts (server only).

export const QUESTION_TYPES = [
  "yes_no",
  "single_choice",
  "multiple_choice",
  "number",
  "short_text",
  "long_text",
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export const QUESTION_TYPE_LABELS: Record<QuestionType, string> = {
  yes_no: "Yes or no",
  single_choice: "Single choice",
  multiple_choice: "Multiple choice",
  number: "Number",
  short_text: "Short text",
  long_text: "Long text",
};

export function isQuestionType(value: unknown): value is QuestionType {
  return typeof value === "string" && (QUESTION_TYPES as readonly string[]).includes(value);
}

/** The most questions a job asks. */
export const MAX_QUESTIONS = 20;

export const SHORT_ANSWER_MAX = 200;
export const LONG_ANSWER_MAX = 5000;

/** A question as stored with its job (its knock-out answers are for staff only). */
export type ScreeningQuestion = {
  /** Stable across edits: answers, filters and CSV columns follow it. */
  key: string;
  type: QuestionType;
  text: string;
  help: string | null;
  required: boolean;
  /** The options of a choice question, in order. */
  options: string[];
  /** A number question's range. */
  min: number | null;
  max: number | null;
  /** Answers that disqualify: "yes"/"no" for a yes-or-no question, options for a choice. */
  knockOut: string[];
  /** A number below this, or above the other, disqualifies. */
  knockOutBelow: number | null;
  knockOutAbove: number | null;
};

/** A question as candidates and the public API see it: which answers knock out stays with staff. */
export type PublicQuestion = Omit<ScreeningQuestion, "knockOut" | "knockOutBelow" | "knockOutAbove">;

export function publicQuestion({
  knockOut: _answers,
  knockOutBelow: _below,
  knockOutAbove: _above,
  ...question
}: ScreeningQuestion): PublicQuestion {
  return question;
}

export function isKnockOutQuestion(question: ScreeningQuestion) {
  return question.knockOut.length > 0 || question.knockOutBelow !== null || question.knockOutAbove !== null;
}

/** An answer as stored: yes-or-no a boolean, a number a number, a multiple choice its options. */
export type AnswerValue = boolean | number | string | string[];

export const ANSWER_REQUIRED_MESSAGE = "Please answer this question";

/** The value of a yes-or-no answer as a form and the filters spell it. */
export function yesNo(value: boolean) {
  return value ? "yes" : "no";
}

/** Whether an answer disqualifies: a knock-out answer, or a number outside the knock-out bounds. */
export function knocksOut(question: ScreeningQuestion, value: AnswerValue | null) {
  if (value === null) return false;
  if (typeof value === "boolean") return question.knockOut.includes(yesNo(value));
  if (typeof value === "number") {
    return (
      (question.knockOutBelow !== null && value < question.knockOutBelow) ||
      (question.knockOutAbove !== null && value > question.knockOutAbove)
    );
  }
  const chosen = Array.isArray(value) ? value : [value];
  return chosen.some((option) => question.knockOut.includes(option));
}

/** An answer as text for people (a page, a CSV cell). */
export function answerText(value: AnswerValue) {
  if (typeof value === "boolean") return value ? "Yes" : "No";
  return Array.isArray(value) ? value.join("; ") : String(value);
}

/** An application's answer as pages and the API show it: the question's words then, the typed value. */
export type StoredAnswer = {
  key: string;
  question: string;
  type: QuestionType;
  value: AnswerValue;
  knockedOut: boolean;
};

/**
 * The CSV's answer columns for these applications' answers: one per question, the job's current
 * questions first in their order (`current`, when the export is of one job), then any other
 * question in the order it was asked; each headed with the question's latest words.
 */
export function answerColumns(answerLists: StoredAnswer[][], current: ScreeningQuestion[] = []) {
  const headers = new Map<string, string>(current.map((question) => [question.key, question.text]));
  for (const answers of answerLists) {
    for (const answer of answers) if (!headers.has(answer.key)) headers.set(answer.key, answer.question);
  }
  return [...headers].map(([key, header]) => ({ key, header }));
}

/** The name of a question's field on the application form. */
export function answerField(key: string) {
  return `answers.${key}`;
}

/** The application form's field that says which version of the questions it showed. */
export const QUESTIONS_VERSION_FIELD = "questionsVersion";

export const QUESTIONS_CHANGED_MESSAGE =
  "The questions for this role changed while you were filling in the form. Please check your answers below and send your application again.";
