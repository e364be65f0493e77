import type { ContactContent } from "~/routes/_public.contact/content";

/** The contact and appointment pages and the booking topics as the site first shipped them; the seed writes them once. */
export const contactSeed: ContactContent = {
  contact: {
    seo: {
      title: "Contact us",
      description:
        "Talk to Lumora Ventures: write to us, call us or visit our Bengaluru office. We reply to every message within 24 hours.",
    },
    header: {
      eyebrow: "Contact",
      title: "Let's talk about what you're building",
      lead: "Questions about our studios, a partnership idea or a role on the team: write to us and a real person will answer.",
    },
    detailsTitle: "Reach us directly",
    urgentNote: "Need urgent assistance? Call us: on business days our average response time is under 2 hours.",
    map: {
      picture: { src: "/images/office-map.svg", alt: "Map of central Bengaluru with our office marked near MG Road" },
      // Opens the office in OpenStreetMap (no third-party script or iframe on our page).
      href: "https://www.openstreetmap.org/?mlat=12.9756&mlon=77.6050#map=16/12.9756/77.6050",
      linkLabel: "Open in maps",
    },
    formTitle: "Send us a message",
  },
  appointment: {
    seo: {
      title: "Book a free consultation",
      description:
        "Tell us where your company is and where you want it to be. You will talk with a partner, not a salesperson. Pick a 30-minute slot, Monday to Friday.",
    },
    consultation: {
      eyebrow: "Book a consultation",
      title: "Book a free 30-minute consultation",
      lead: "Tell us where your company is and where you want it to be. You will talk with a partner, not a salesperson.",
      coversTitle: "What we cover in the first call",
      covers: [
        "Where you are: traction, team, runway and the one problem that keeps you up at night",
        "Which of our studios or services fits, and which does not",
        "The first three moves we would make in your shoes",
        "What working together would look like: scope, timeline and cost",
      ],
      afterwards: "We confirm every booking by email within one business day and send a short agenda beforehand.",
    },
  },
  topics: [
    "Wealth Management",
    "Business Consulting",
    "Creative Solutions",
    "Compliance & Legal",
    "Professional HR",
    "Acceleration Studio",
    "Capital Studio",
    "Growth Studio",
  ],
};
