// A screening question as a job stores it, for tests to write only what they vary (never imported by the app).
import type { ScreeningQuestion } from "./screening";

/** A required short-text question without help, options, limits or knock-outs, with `overrides` applied. */
export function screeningQuestion(overrides: Partial<ScreeningQuestion>): ScreeningQuestion {
  return {
    key: "q1",
    type: "short_text",
    text: "Question",
    help: null,
    required: true,
    options: [],
    min: null,
    max: null,
    knockOut: [],
    knockOutBelow: null,
    knockOutAbove: null,
    ...overrides,
  };
}
