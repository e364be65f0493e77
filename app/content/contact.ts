// Copy of the contact and appointment pages: rebrand here together with site.ts
// (the office hours and the reply promise are the company's, in site.ts).

export const contactPage = {
  urgentNote: "Need urgent assistance? Call us: on business days our average response time is under 2 hours.",
  map: {
    image: "/images/office-map.svg",
    alt: "Map of central Bengaluru with our office marked near MG Road",
    // Opens the office in OpenStreetMap (no third-party script or iframe on our page).
    href: "https://www.openstreetmap.org/?mlat=12.9756&mlon=77.6050#map=16/12.9756/77.6050",
  },
};

export const CONTACT_SUBJECTS = [
  { value: "general", label: "General Inquiry" },
  { value: "partnership", label: "Partnership" },
  { value: "support", label: "Technical Support" },
  { value: "careers", label: "Careers" },
] as const;

export function subjectLabel(value: string) {
  return CONTACT_SUBJECTS.find((subject) => subject.value === value)?.label ?? value;
}

export const APPOINTMENT_TOPICS = [
  "Wealth Management",
  "Business Consulting",
  "Creative Solutions",
  "Compliance & Legal",
  "Professional HR",
  "Acceleration Studio",
  "Capital Studio",
  "Growth Studio",
] as const;

export const consultation = {
  title: "Book a free 30-minute consultation",
  lead: "Tell us where your company is and where you want it to be. You will talk with a partner, not a salesperson.",
  covers: [
    "Where you are: traction, team, runway and the one problem that keeps you up at night",
    "Which of our studios or services fits, and which does not",
    "The first three moves we would make in your shoes",
    "What working together would look like: scope, timeline and cost",
  ],
  afterwards: "We confirm every booking by email within one business day and send a short agenda beforehand.",
};
