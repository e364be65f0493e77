import type { LearningContent } from "~/routes/_public.learning/content";

const intro =
  "The Learning Studio teaches what we practise: short, intense programmes led by operators, with real work from your own company as the coursework.";

/** The learning page as the site first shipped it; the seed writes it to the database once. */
export const learningSeed: LearningContent = {
  seo: { title: "Learning Studio", description: intro },
  hero: {
    eyebrow: "Learning Studio",
    title: "Learn to build from people who have",
    lead: intro,
    button: "Book Appointment",
  },
  programs: {
    heading: { eyebrow: "Programmes", title: "Five flagship programmes" },
    items: [
      {
        title: "Founders Academy",
        text: "Twelve weeks on the fundamentals of building a company, for first-time founders.",
        points: [
          "Customer discovery and validation",
          "Fundraising and financial basics",
          "Hiring your first ten people",
        ],
      },
      {
        title: "Marketing School",
        text: "Performance and brand marketing for early-stage teams on small budgets.",
        points: [
          "Positioning and messaging",
          "Channels, experiments and attribution",
          "Content and community that compound",
        ],
      },
      {
        title: "Tech School",
        text: "Modern product engineering for technical founders and early engineers.",
        points: [
          "Architecture that survives the first 100k users",
          "Shipping with AI assistants, safely",
          "Security and reliability basics",
        ],
      },
      {
        title: "Manager Development Program",
        text: "For first-time managers in growing startups.",
        points: [
          "One-on-ones, feedback and delegation",
          "Hiring and onboarding well",
          "Running a team's goals and reviews",
        ],
      },
      {
        title: "CXO Development Track",
        text: "For leaders stepping into the C-suite of a scaling company.",
        points: ["Strategy and board communication", "Building a leadership team", "Leading through growth and change"],
      },
    ],
  },
  philosophy: {
    heading: { eyebrow: "Our philosophy", title: "How we teach" },
    items: [
      { title: "Learn by doing", text: "Every session ends with work you apply to your own company that week." },
      { title: "Taught by operators", text: "Our teachers run companies; nobody teaches what they have not done." },
      { title: "Small groups", text: "Cohorts of 20–30 so every participant gets feedback." },
    ],
  },
  participants: {
    heading: { eyebrow: "Participants", title: "Who should join" },
    points: [
      "Founders from idea stage to Series A",
      "Early employees taking on their first leadership role",
      "Executives of family businesses modernising their company",
      "Corporate innovators building new ventures inside large firms",
    ],
  },
  access: {
    heading: { eyebrow: "Getting started", title: "How to access the programmes", intro: "" },
    steps: [
      { title: "Book a call", text: "A 30-minute conversation to find the right programme." },
      { title: "Apply", text: "A short application about you and your company." },
      { title: "Join the cohort", text: "Live sessions twice a week, online and in Bengaluru." },
    ],
  },
  cta: {
    title: "Find the right programme",
    text: "A 30-minute call with our learning team is the first step for every participant.",
    label: "Book Appointment",
    to: "/appointment",
  },
};
