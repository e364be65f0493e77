import type { ServicesContent } from "~/routes/_public.services/content";

/** The services page as the site first shipped it; the seed writes it to the database once. */
export const servicesSeed: ServicesContent = {
  seo: {
    title: "Services",
    description:
      "Wealth management, business consulting, creative solutions, compliance and legal, and professional HR for growing companies.",
  },
  header: {
    eyebrow: "Services",
    title: "Five practices, one team on your side",
    lead: "Each practice is led by a partner who has run that function in a growing company. Use one, or let them work together.",
  },
  services: [
    {
      title: "Wealth Management",
      summary: "Founders' money, managed with the same discipline as the company's.",
      delivers: [
        "Personal and treasury investment plans",
        "Secondary-sale and ESOP liquidity planning",
        "Tax-efficient structures with our partner CAs",
      ],
    },
    {
      title: "Business Consulting",
      summary: "Strategy, pricing and operations for companies between product-market fit and scale.",
      delivers: [
        "Go-to-market and pricing strategy",
        "Operating cadence: goals, metrics and reviews",
        "Board and investor reporting",
      ],
    },
    {
      title: "Creative Solutions",
      summary: "Brand, product design and content that make a young company look established.",
      delivers: ["Brand identity and messaging", "Product and website design", "Launch campaigns and content systems"],
    },
    {
      title: "Compliance and Legal",
      summary: "The paperwork that lets you sleep: incorporation to due diligence.",
      delivers: [
        "Company secretarial and annual filings",
        "GST, DPDP Act and sector compliance",
        "Contracts, ESOP plans and fundraising documents",
      ],
    },
    {
      title: "Professional HR",
      summary: "Hiring, policies and people operations for teams of ten to two hundred.",
      delivers: [
        "Hiring plans and executive search",
        "Compensation bands and ESOP design",
        "Policies, payroll and performance reviews",
      ],
    },
  ],
  bookLabel: "Book a consultation",
  cta: {
    title: "Not sure which service you need?",
    text: "Most clients start with a conversation. Tell us your situation and we will point you to the right people.",
    label: "Get Started",
    to: "/appointment",
  },
};
