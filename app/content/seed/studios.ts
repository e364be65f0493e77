import type { StudioContent, StudioSlug } from "~/routes/_public.studio.$name/content";
import type { StudiosContent } from "~/routes/_public.studio._index/content";

/** The studios overview as the site first shipped it. */
export const studiosSeed: StudiosContent = {
  seo: {
    title: "Our Studios",
    description: "Acceleration, Capital and Growth: three studios that take a company from first customer to scale.",
  },
  hero: {
    eyebrow: "Studios",
    title: "Our Studios",
    lead: "Three studios, one for each stage of a company's life. Each is a small team of partners and specialists that works inside your company, not next to it.",
    exploreLabel: "Explore the studios",
    secondary: { label: "Get in Touch", to: "/appointment" },
  },
  cardButton: "Learn More",
  cta: {
    title: "Get Started Today",
    text: "Not sure which studio fits? Book a free call and we will tell you honestly, even if the answer is none of them.",
    label: "Get Started Today",
    to: "/appointment",
  },
};

type StudioFacts = Omit<StudioContent, "seo" | "forWhom" | "offers" | "cta" | "image"> & {
  forWhom: string[];
  offers: StudioContent["offers"]["items"];
};

function studio(slug: StudioSlug, facts: StudioFacts): StudioContent {
  return {
    seo: { title: facts.name, description: facts.description },
    ...facts,
    image: { src: `/images/studio-${slug}.svg`, alt: "" },
    forWhom: { title: "Who it is for", points: facts.forWhom },
    offers: { title: "What you get", items: facts.offers },
    cta: {
      title: `Is the ${facts.name} right for you?`,
      text: "Book a free 30-minute call with the studio's partners to find out.",
      label: facts.callToAction,
      to: "/appointment",
    },
  };
}

/** Each studio's page as the site first shipped it. */
export const studioSeeds: Record<StudioSlug, StudioContent> = {
  acceleration: studio("acceleration", {
    name: "Acceleration Studio",
    tagline: "From idea to first revenue in one cohort.",
    description:
      "A hands-on programme for pre-seed founders: we help you find the customer, build the first version and land paying users.",
    icon: "rocket",
    callToAction: "Join the Tribe",
    forWhom: [
      "Pre-seed and seed founders with a prototype or strong insight",
      "Teams of one to five who can commit full time",
      "Founders ready to talk to twenty customers in a month",
    ],
    offers: [
      {
        title: "Cohort programme",
        text: "Cohorts run 10–14 weeks with 8–10 startups per cohort, and we take a new cohort quarterly.",
      },
      { title: "Partner hours", text: "Weekly sessions with a partner who has built a company in your space." },
      { title: "Tools and credits", text: "Over $200K of SaaS credits: cloud, analytics, design and sales tools." },
      { title: "Demo day", text: "A closing showcase with angels and seed funds from our network." },
    ],
    facts: [
      { value: "10–14", label: "weeks per cohort" },
      { value: "8–10", label: "startups per cohort" },
      { value: "$200K+", label: "in SaaS credits" },
    ],
  }),
  capital: studio("capital", {
    name: "Capital Studio",
    tagline: "Raise the right money from the right people.",
    description:
      "Fundraising support for seed to Series B: the story, the numbers and the introductions, with a partner at your side in every meeting.",
    icon: "coins",
    callToAction: "Book Appointment",
    forWhom: [
      "Companies with early revenue preparing a seed or Series A",
      "Founders raising for the first time",
      "Teams that need a financial model investors trust",
    ],
    offers: [
      { title: "Investment readiness", text: "Financial model, metrics pack and a data room that passes diligence." },
      { title: "Narrative and deck", text: "A story that connects your market, traction and plan in twelve slides." },
      { title: "Investor pipeline", text: "Warm introductions to funds and angels that invest at your stage." },
      { title: "Term-sheet support", text: "Negotiation and legal review with our compliance partners." },
    ],
    facts: [
      { value: "₹450 Cr+", label: "raised by our founders" },
      { value: "120+", label: "investors in our network" },
      { value: "6–12", label: "months to product-market fit, on average" },
    ],
  }),
  growth: studio("growth", {
    name: "Growth Studio",
    tagline: "Turn traction into a repeatable engine.",
    description:
      "For companies past product-market fit: pricing, sales, marketing and operations that let you grow without breaking.",
    icon: "chart",
    callToAction: "Book Appointment",
    forWhom: [
      "Companies with product-market fit and ₹1–50 Cr in revenue",
      "Leadership teams adding their first managers",
      "Businesses expanding to new cities or segments",
    ],
    offers: [
      { title: "Pricing and packaging", text: "A value metric and tiers that grow revenue with your customers." },
      { title: "Sales system", text: "Pipeline, playbooks and hiring for your first sales team." },
      { title: "Growth experiments", text: "A weekly experiment cadence with clear metrics and owners." },
      { title: "Operating cadence", text: "Goals, dashboards and reviews that keep a larger team aligned." },
    ],
    facts: [
      { value: "3-5x", label: "average growth of our clients" },
      { value: "95%", label: "client retention" },
      { value: "200+", label: "clients worldwide" },
    ],
  }),
};
