// The contact form's subjects stay code, not page content: each message stores the value it was sent with.

export const CONTACT_SUBJECTS = [
  { value: "general", label: "General Inquiry" },
  { value: "partnership", label: "Partnership" },
  { value: "support", label: "Technical Support" },
  { value: "careers", label: "Careers" },
] as const;

export function subjectLabel(value: string) {
  return CONTACT_SUBJECTS.find((subject) => subject.value === value)?.label ?? value;
}
