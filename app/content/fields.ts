import { group, link, list, longText, object, text, type Fields } from "~/lib/content-fields";

// The pieces most page documents share, described once: how a page presents itself to search
// engines and the sharing cards, a section's heading, the closing call to action, cards, figures.

/** The page's title and description in search results and shared links. */
export function seoFields() {
  return object({
    label: "Search and sharing",
    help: "How the page appears in search results and when a link to it is shared.",
    fields: {
      title: text({ label: "Page title", max: 70 }),
      description: longText({ label: "Description", max: 300, rows: 3 }),
    },
  });
}

const eyebrowField = () =>
  text({ label: "Eyebrow", max: 60, required: false, help: "The small line above the heading." });

/** The opening band of a page: its eyebrow, heading (the page's h1) and lead, then whatever else it shows (`extra`). */
export function openingFields<F extends Fields>(extra: F) {
  return object({
    label: "Opening",
    fields: {
      eyebrow: text({ label: "Eyebrow", max: 60 }),
      title: text({ label: "Heading", max: 120 }),
      lead: longText({ label: "Lead", max: 600 }),
      ...extra,
    },
  });
}

const eyebrowAndTitle = () => ({ eyebrow: eyebrowField(), title: text({ label: "Heading", max: 120 }) });

/** A section's small eyebrow line and heading. */
export function titleFields(label: string) {
  return object({ label, fields: eyebrowAndTitle() });
}

/** A section's small eyebrow line, heading and optional introduction. */
export function headingFields(label: string) {
  return object({
    label,
    fields: {
      ...eyebrowAndTitle(),
      intro: longText({ label: "Introduction", max: 600, required: false, rows: 3 }),
    },
  });
}

/** A button's words and where it goes. */
export function buttonFields(label: string) {
  return object({
    label,
    fields: { label: text({ label: "Button text", max: 40 }), to: link({ label: "Button link" }) },
  });
}

/** The closing band of a page: a heading, a sentence and a button. */
export function ctaFields() {
  return object({
    label: "Closing call to action",
    fields: {
      title: text({ label: "Heading", max: 120 }),
      text: longText({ label: "Text", max: 400, rows: 2 }),
      label: text({ label: "Button text", max: 40 }),
      to: link({ label: "Button link" }),
    },
  });
}

/** Cards with a title and a short text (values, features, offers, steps). */
export function cardsFields(label: string, itemLabel: string, { max = 12, min = 1 } = {}) {
  return group({
    label,
    itemLabel,
    min,
    max,
    fields: { title: text({ label: "Title", max: 80 }), text: longText({ label: "Text", max: 400, rows: 2 }) },
  });
}

/** Key figures: a number and what it counts ("200+", "clients worldwide"). */
export function figuresFields(label: string, { max = 6 } = {}) {
  return group({
    label,
    itemLabel: "Figure",
    min: 1,
    max,
    fields: { value: text({ label: "Figure", max: 20 }), label: text({ label: "Label", max: 60 }) },
  });
}

/** A list of short points shown with check marks. */
export function pointsFields(label: string, { max = 10 } = {}) {
  return list({ label, itemLabel: "Point", min: 1, max, item: text({ label: "Point", max: 160 }) });
}
