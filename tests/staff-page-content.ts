// A staff-made page with one section of every type: the unit tests check it against the schema,
// the HTML validity and accessibility checks render it.

/** A page with one section of every type. */
export const everySection = {
  seo: { title: "Our approach", description: "How we work with founders." },
  sections: [
    {
      type: "hero",
      eyebrow: "Approach",
      title: "Our approach",
      lead: "Lead",
      buttonLabel: "Talk to us",
      buttonLink: "/contact",
    },
    {
      type: "text",
      heading: { eyebrow: "", title: "Principles", intro: "" },
      body: "<p>We <strong>listen</strong>.</p>",
    },
    { type: "cards", heading: { eyebrow: "", title: "Stages", intro: "" }, items: [{ title: "Seed", text: "Early." }] },
    { type: "features", heading: { eyebrow: "", title: "What you get", intro: "" }, points: ["A mentor"] },
    {
      type: "faq",
      heading: { eyebrow: "", title: "Questions", intro: "" },
      items: [{ question: "Who can apply?", answer: "Anyone." }],
    },
    { type: "testimonial", quote: "They helped.", name: "Meera", role: "Founder", photo: { src: "", alt: "" } },
    { type: "cta", title: "Ready?", text: "Book a call.", label: "Book", to: "/appointment" },
    { type: "image", image: { src: "/images/office-map.svg", alt: "Map of our Bengaluru office" }, caption: "" },
  ],
};
