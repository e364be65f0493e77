import { diffWords } from "diff";

import { htmlToParagraphs } from "./html-text";

// A post's revisions as people read them: where each came from, and two versions of a text side
// by side with the words that differ marked.

export const REVISION_ORIGINS = ["save", "autosave", "restore"] as const;

/** Where a revision came from: a save, an autosave, a restore of an older revision. */
export type RevisionOrigin = (typeof REVISION_ORIGINS)[number];

export const REVISION_ORIGIN_LABELS: Record<RevisionOrigin, string> = {
  save: "Saved",
  autosave: "Autosaved",
  restore: "Restored",
};

/** The 404 of a revision that is not there, or not the post's (its page says so). */
export const REVISION_NOT_FOUND = "Revision not found";

/** The text a revision keeps, the same fields as the post's. */
export type RevisionText = { title: string; description: string; content: string; author: string };

/** Whether two versions of a post's text are the same. */
export function sameText(a: RevisionText, b: RevisionText) {
  return a.title === b.title && a.description === b.description && a.content === b.content && a.author === b.author;
}

/** A run of words: in both versions, or only in the revision (removed since), or only in the current one (added). */
export type DiffPart = { text: string; change?: "removed" | "added" };

/** One side of a comparison: its paragraphs, each a list of runs. */
export type DiffSide = DiffPart[][];

/** Marks paragraph breaks in the diffed text: a character no one types, its own token for diffWords. */
const BREAK = "\uE000";
const BREAK_RUN = /\s*\uE000\s*/;

/** Diffs longer than this give up, and show the whole of each side as changed. */
const DIFF_TIMEOUT_MS = 1500;

type Change = { value: string; added: boolean; removed: boolean };

/**
 * A single word kept between two changes ("of" in "A sharper summary of why") reads as noise:
 * it is shown as removed and added with its neighbours, so each side has one run of changed words.
 * Paragraph breaks are never folded.
 */
function foldLoneWords(changes: Change[]) {
  const changed = (change: Change | undefined) => change !== undefined && (change.added || change.removed);
  return changes.flatMap((change, index): Change[] => {
    const word = change.value.trim();
    const lone = !changed(change) && word !== "" && !/\s/.test(word) && !word.includes(BREAK);
    if (!lone || !changed(changes[index - 1]) || !changed(changes[index + 1])) return [change];
    return [
      { value: change.value, removed: true, added: false },
      { value: change.value, added: true, removed: false },
    ];
  });
}

/** The runs of one side (its unchanged words and its own changes), cut into paragraphs at the break marks. */
function sideOf(parts: DiffPart[]): DiffSide {
  const paragraphs: DiffSide = [[]];
  for (const part of parts) {
    part.text.split(BREAK_RUN).forEach((piece, index) => {
      if (index > 0) paragraphs.push([]);
      if (piece) paragraphs.at(-1)!.push({ text: piece, change: part.change });
    });
  }
  return paragraphs
    .map((paragraph) => {
      // The space between paragraphs belongs to neither.
      const trimmed = paragraph.map((part) => ({ ...part }));
      if (trimmed[0]) trimmed[0].text = trimmed[0].text.trimStart();
      if (trimmed.at(-1)) trimmed.at(-1)!.text = trimmed.at(-1)!.text.trimEnd();
      return trimmed.filter((part) => part.text !== "");
    })
    .filter((paragraph) => paragraph.length > 0);
}

/**
 * Two versions of a text, paragraph by paragraph, word by word: the revision's side marks the
 * words it had that the current one lacks (removed), the current side the words it added.
 */
export function compareParagraphs(revision: string[], current: string[]) {
  const before = revision.join(` ${BREAK} `);
  const after = current.join(` ${BREAK} `);
  const changes = foldLoneWords(
    diffWords(before, after, { timeout: DIFF_TIMEOUT_MS }) ?? [
      { value: before, removed: true, added: false },
      { value: after, added: true, removed: false },
    ],
  );
  const revisionParts: DiffPart[] = [];
  const currentParts: DiffPart[] = [];
  const push = (parts: DiffPart[], text: string, change?: DiffPart["change"]) => {
    const last = parts.at(-1);
    if (last && last.change === change) last.text += text;
    else parts.push({ text, change });
  };
  for (const change of changes) {
    if (change.removed) push(revisionParts, change.value, "removed");
    else if (change.added) push(currentParts, change.value, "added");
    else {
      push(revisionParts, change.value);
      push(currentParts, change.value);
    }
  }
  return { revision: sideOf(revisionParts), current: sideOf(currentParts), same: before === after };
}

/** A plain text's lines, trimmed, blank ones left out. */
function lines(text: string) {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** A revision and the current version of a post compared field by field, the content as readable text. */
export function compareRevision(revision: RevisionText, current: RevisionText) {
  return {
    title: compareParagraphs([revision.title], [current.title]),
    description: compareParagraphs(lines(revision.description), lines(current.description)),
    content: compareParagraphs(htmlToParagraphs(revision.content), htmlToParagraphs(current.content)),
    author: compareParagraphs([revision.author], [current.author]),
  };
}
