import type { HomeContent } from "~/routes/_public._index/content";

const decorative = (src: string) => ({ src, alt: "" });

/** The home page as the site first shipped it; the seed writes it to the database once. */
export const homeSeed: HomeContent = {
  seo: {
    title: "Lumora Ventures | Venture studio & business consulting",
    description: "We help startups and businesses scale through innovative technology and strategic consulting.",
  },
  hero: {
    eyebrow: "Venture studio · Consulting",
    words: ["Digital Growth", "AI Consulting", "Startup Acceleration"],
    suffix: "Solutions.",
    lead: "We help startups and businesses scale through innovative technology and strategic consulting.",
    primary: { label: "Get Started", to: "/appointment" },
    secondary: { label: "Learn More", to: "/about" },
    secondaryHint: "about Lumora Ventures",
    desktopImage: decorative("/images/hero-desktop.svg"),
    mobileImage: decorative("/images/hero-mobile.svg"),
  },
  banner: {
    words: ["Addicted to building", "Obsessed with business", "United by hustle."],
    cards: [
      {
        title: "Innovative Ideas",
        text: "We start from the customer's problem, not the technology, and test every idea against real buyers within weeks.",
      },
      {
        title: "Smart Strategy",
        text: "Plans you can run on Monday: clear bets, owners and numbers, reviewed every month with your team.",
      },
      {
        title: "Talented Team",
        text: "Operators, engineers, designers and investors who have built and sold companies of their own.",
      },
    ],
  },
  services: {
    heading: {
      eyebrow: "What we do",
      title: "Services for every stage of growth",
      intro:
        "Five practices under one roof, so the advice on your money, your people and your contracts pulls in the same direction.",
    },
    button: { label: "All services", to: "/services" },
  },
  agency: {
    eyebrow: "Where we help",
    title: "Not Just your Regular Business Agency",
    text: "We do not hand over a deck and leave. Our partners sit in your weekly meetings, our studio team ships alongside yours, and our fees are tied to the outcomes we agree on together.",
    primary: { label: "LEARN MORE", to: "/about" },
    primaryHint: "about Lumora Ventures",
    secondary: { label: "CONNECT NOW", to: "/contact" },
    accordion: [
      {
        title: "Business",
        text: "From positioning to pricing to the operating cadence that keeps a growing team aligned, we help you build a business that runs without you in every meeting.",
      },
      {
        title: "Finances",
        text: "Cash-flow models investors trust, unit economics you can explain in one slide, and the reporting that keeps your board calm and your runway long.",
      },
      {
        title: "Planning",
        text: "Quarterly plans tied to a small set of measurable goals, with a monthly review that kills what is not working and doubles down on what is.",
      },
    ],
  },
  solution: {
    heading: {
      eyebrow: "How we work",
      title: "Our Solution",
      intro: "Three stages, one team: we stay with you from the first customer conversation to the funding round.",
    },
    slides: [
      {
        title: "Find your market",
        text: "Customer interviews, sizing and a go-to-market test in six weeks.",
        image: decorative("/images/solution-market.svg"),
      },
      {
        title: "Build the machine",
        text: "Product, data and sales systems that scale past the founder.",
        image: decorative("/images/solution-machine.svg"),
      },
      {
        title: "Raise with conviction",
        text: "A fundraising story backed by numbers, and warm introductions.",
        image: decorative("/images/solution-raise.svg"),
      },
    ],
  },
  features: {
    heading: { eyebrow: "Capabilities", title: "Everything a growing company needs" },
    items: [
      {
        title: "Venture building",
        text: "We co-found companies with domain experts and fund the first twelve months.",
      },
      { title: "AI adoption", text: "Workflows first, models second: automation that pays back within a quarter." },
      {
        title: "Growth engineering",
        text: "Experiments, analytics and lifecycle marketing run by one accountable team.",
      },
      { title: "Fundraising support", text: "Data rooms, models and investor pipelines for seed to Series B." },
      {
        title: "Compliance built in",
        text: "GST, DPDP and company-law hygiene handled before it becomes a due-diligence problem.",
      },
      { title: "Leadership coaching", text: "Founders and first-time managers learn to hire, delegate and lead." },
    ],
  },
  why: {
    heading: {
      eyebrow: "Why Lumora",
      title: "Why Choose Us",
      intro:
        "Founders stay with us because we behave like part of their team: available, accountable and honest about what we see.",
    },
    items: [
      {
        title: "Personalized Investments",
        text: "Portfolio advice built around your company's cash and your personal goals.",
      },
      { title: "Fast Support 24/7", text: "A named partner and a shared channel: answers in hours, not weeks." },
      { title: "Data-Driven Insights", text: "Dashboards and reviews that turn your numbers into the next decision." },
      { title: "Expert Team", text: "Specialists in finance, law, product and people on call when you need them." },
      { title: "Risk Management", text: "Regulatory, financial and key-person risks mapped and covered early." },
    ],
  },
  cta: {
    title: "Ready to build what's next?",
    text: "Book a free 30-minute consultation with a partner. No pitch, just an honest look at where you are and what would move the needle.",
    label: "Get Started",
    to: "/appointment",
  },
};
