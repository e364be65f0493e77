import {
  choice,
  defineDocument,
  email,
  group,
  image,
  link,
  list,
  longText,
  object,
  phone,
  richText,
  sections,
  text,
} from "./content-fields";

// A small document of every field kind, for the tests of the content editor (never imported by the app).

export const testDocument = defineDocument("Test page", {
  hero: object({
    label: "Hero",
    help: "The top of the page.",
    fields: {
      title: text({ label: "Title", max: 20, help: "A few words." }),
      lead: longText({ label: "Lead", max: 200, rows: 3, required: false }),
      photo: image({ label: "Photo", required: false }),
    },
  }),
  body: richText({ label: "Body", max: 2000 }),
  cta: link({ label: "Button link" }),
  email: email({ label: "Email" }),
  phone: phone({ label: "Phone", required: false }),
  tone: choice({
    label: "Tone",
    options: [
      { value: "calm", label: "Calm" },
      { value: "bold", label: "Bold" },
    ],
  }),
  team: group({
    label: "Team",
    itemLabel: "Team member",
    min: 1,
    max: 3,
    fields: {
      name: text({ label: "Name", max: 40 }),
      role: text({ label: "Role", max: 40, required: false }),
      portrait: image({ label: "Portrait" }),
    },
  }),
  points: list({ label: "Points", itemLabel: "Point", max: 4, item: text({ label: "Point", max: 60 }) }),
  sections: sections({
    label: "Sections",
    max: 4,
    types: {
      text: { label: "Text", fields: { body: richText({ label: "Text", max: 1000 }) } },
      faq: {
        label: "FAQ",
        fields: {
          items: group({
            label: "Questions",
            itemLabel: "Question",
            max: 5,
            fields: {
              question: text({ label: "Question", max: 100 }),
              answer: longText({ label: "Answer", max: 500 }),
            },
          }),
        },
      },
    },
  }),
});

const member = (name: string) => ({ name, role: `${name}'s role`, portrait: { src: "/images/team.png", alt: name } });

/** A value the test document's schema accepts. */
export function testValue() {
  return {
    hero: { title: "Hello", lead: "A lead", photo: { src: "/images/hero.png", alt: "The office" } },
    body: "<p>Body</p>",
    cta: "/about",
    email: "hello@example.com",
    phone: "+91 80 4719 2500",
    tone: "calm",
    team: [member("Asha"), member("Bilal"), member("Chen")],
    points: ["One", "Two"],
    sections: [
      { type: "text", body: "<p>Section</p>" },
      { type: "faq", items: [{ question: "Why?", answer: "Because." }] },
    ],
  };
}

/** A value as its form posts it: one entry per field, named as conform names them (`team[0].name`). */
export function formEntries(value: unknown, prefix = ""): Array<[string, string]> {
  if (Array.isArray(value)) return value.flatMap((item, index) => formEntries(item, `${prefix}[${index}]`));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => formEntries(item, prefix ? `${prefix}.${key}` : key));
  return [[prefix, String(value ?? "")]];
}
