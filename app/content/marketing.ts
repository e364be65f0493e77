// The marketing copy of the public pages: home, about, services, studios, learning.
// Everything a rebrand changes lives in app/content/; pages never hard-code copy.

export type Studio = {
  slug: "acceleration" | "capital" | "growth";
  name: string;
  tagline: string;
  description: string;
  image: string;
  icon: "rocket" | "coins" | "chart";
  cta: string;
  forWhom: string[];
  offers: Array<{ title: string; text: string }>;
  facts: Array<{ value: string; label: string }>;
};

export const home = {
  heroWords: ["Digital Growth", "AI Consulting", "Startup Acceleration"],
  heroSuffix: "Solutions.",
  heroRotationMs: 3000,
  heroImage: { desktop: "/images/hero-desktop.svg", mobile: "/images/hero-mobile.svg" },
  bannerWords: ["Addicted to building", "Obsessed with business", "United by hustle."],
  bannerRotationMs: 2000,
  bannerCards: [
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
  agency: {
    title: "Not Just your Regular Business Agency",
    text: "We do not hand over a deck and leave. Our partners sit in your weekly meetings, our studio team ships alongside yours, and our fees are tied to the outcomes we agree on together.",
  },
  slides: [
    {
      title: "Find your market",
      text: "Customer interviews, sizing and a go-to-market test in six weeks.",
      image: "/images/solution-market.svg",
    },
    {
      title: "Build the machine",
      text: "Product, data and sales systems that scale past the founder.",
      image: "/images/solution-machine.svg",
    },
    {
      title: "Raise with conviction",
      text: "A fundraising story backed by numbers, and warm introductions.",
      image: "/images/solution-raise.svg",
    },
  ],
  features: [
    { title: "Venture building", text: "We co-found companies with domain experts and fund the first twelve months." },
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
  offers: [
    {
      title: "Personalized Investments",
      text: "Portfolio advice built around your company's cash and your personal goals.",
    },
    { title: "Fast Support 24/7", text: "A named partner and a shared channel: answers in hours, not weeks." },
    { title: "Data-Driven Insights", text: "Dashboards and reviews that turn your numbers into the next decision." },
    { title: "Expert Team", text: "Specialists in finance, law, product and people on call when you need them." },
    { title: "Risk Management", text: "Regulatory, financial and key-person risks mapped and covered early." },
  ],
};

export const services = [
  {
    slug: "wealth-management",
    title: "Wealth Management",
    summary: "Founders' money, managed with the same discipline as the company's.",
    delivers: [
      "Personal and treasury investment plans",
      "Secondary-sale and ESOP liquidity planning",
      "Tax-efficient structures with our partner CAs",
    ],
  },
  {
    slug: "business-consulting",
    title: "Business Consulting",
    summary: "Strategy, pricing and operations for companies between product-market fit and scale.",
    delivers: [
      "Go-to-market and pricing strategy",
      "Operating cadence: goals, metrics and reviews",
      "Board and investor reporting",
    ],
  },
  {
    slug: "creative-solutions",
    title: "Creative Solutions",
    summary: "Brand, product design and content that make a young company look established.",
    delivers: ["Brand identity and messaging", "Product and website design", "Launch campaigns and content systems"],
  },
  {
    slug: "compliance-legal",
    title: "Compliance and Legal",
    summary: "The paperwork that lets you sleep: incorporation to due diligence.",
    delivers: [
      "Company secretarial and annual filings",
      "GST, DPDP Act and sector compliance",
      "Contracts, ESOP plans and fundraising documents",
    ],
  },
  {
    slug: "professional-hr",
    title: "Professional HR",
    summary: "Hiring, policies and people operations for teams of ten to two hundred.",
    delivers: [
      "Hiring plans and executive search",
      "Compensation bands and ESOP design",
      "Policies, payroll and performance reviews",
    ],
  },
];

export const studios: Studio[] = [
  {
    slug: "acceleration",
    name: "Acceleration Studio",
    tagline: "From idea to first revenue in one cohort.",
    description:
      "A hands-on programme for pre-seed founders: we help you find the customer, build the first version and land paying users.",
    image: "/images/studio-acceleration.svg",
    icon: "rocket",
    cta: "Join the Tribe",
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
  },
  {
    slug: "capital",
    name: "Capital Studio",
    tagline: "Raise the right money from the right people.",
    description:
      "Fundraising support for seed to Series B: the story, the numbers and the introductions, with a partner at your side in every meeting.",
    image: "/images/studio-capital.svg",
    icon: "coins",
    cta: "Book Appointment",
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
  },
  {
    slug: "growth",
    name: "Growth Studio",
    tagline: "Turn traction into a repeatable engine.",
    description:
      "For companies past product-market fit: pricing, sales, marketing and operations that let you grow without breaking.",
    image: "/images/studio-growth.svg",
    icon: "chart",
    cta: "Book Appointment",
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
  },
];

export const learning = {
  intro:
    "The Learning Studio teaches what we practise: short, intense programmes led by operators, with real work from your own company as the coursework.",
  programs: [
    {
      title: "Founders Academy",
      text: "Twelve weeks on the fundamentals of building a company, for first-time founders.",
      points: ["Customer discovery and validation", "Fundraising and financial basics", "Hiring your first ten people"],
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
  philosophy: [
    { title: "Learn by doing", text: "Every session ends with work you apply to your own company that week." },
    { title: "Taught by operators", text: "Our teachers run companies; nobody teaches what they have not done." },
    { title: "Small groups", text: "Cohorts of 20–30 so every participant gets feedback." },
  ],
  whoShouldJoin: [
    "Founders from idea stage to Series A",
    "Early employees taking on their first leadership role",
    "Executives of family businesses modernising their company",
    "Corporate innovators building new ventures inside large firms",
  ],
  howToAccess: [
    { title: "Book a call", text: "A 30-minute conversation to find the right programme." },
    { title: "Apply", text: "A short application about you and your company." },
    { title: "Join the cohort", text: "Live sessions twice a week, online and in Bengaluru." },
  ],
};

export const about = {
  since: "Since 2015",
  intro:
    "Lumora Ventures began as three operators helping friends' startups on weekends. Today we are a venture studio and consultancy of sixty people working with founders across India, Southeast Asia and the US.",
  stats: [
    { value: "200+", label: "clients worldwide" },
    { value: "8", label: "years experience" },
    { value: "95%", label: "client retention" },
    { value: "3-5x", label: "average growth" },
  ],
  journey: [
    {
      year: "2015",
      text: "Founded in Bengaluru by three former founders to give startups the operating help they could not afford.",
    },
    {
      year: "2018",
      text: "Launched the Acceleration Studio; our first cohort of eight startups raised ₹40 Cr between them.",
    },
    { year: "2021", text: "Opened the Capital and Growth Studios, and the Learning Studio for founders and managers." },
    { year: "2024", text: "Passed 200 clients worldwide and opened our first office outside India." },
  ],
  values: [
    { title: "Innovation", text: "We look for the simplest new idea that works, and test it quickly." },
    { title: "Integrity", text: "We say what we think, disclose every conflict, and keep our word." },
    { title: "Impact", text: "We measure ourselves by our clients' results, not our hours." },
    { title: "Collaboration", text: "We work inside your team, not beside it." },
    { title: "Excellence", text: "We hold our work to the standard we would want as founders." },
    { title: "Empathy", text: "Building a company is hard; we remember that in every conversation." },
  ],
  team: [
    {
      id: "team",
      title: "Meet Our Team",
      people: [
        {
          name: "Arjun Mehta",
          role: "Managing Partner",
          bio: "Built and sold a logistics SaaS company; leads the Growth Studio.",
        },
        {
          name: "Priya Raman",
          role: "Partner, Capital Studio",
          bio: "Former investment banker who has helped founders raise over ₹300 Cr.",
        },
        {
          name: "Kavya Iyer",
          role: "Head of Product & Design",
          bio: "Designed products used by ten million people at two consumer startups.",
        },
        {
          name: "Rahul Desai",
          role: "Head of Engineering",
          bio: "Twenty years of building reliable systems, from banks to startups.",
        },
      ],
    },
    {
      id: "mentors",
      title: "Mentors",
      people: [
        {
          name: "Ananya Rao",
          role: "Pricing & SaaS",
          bio: "Took a B2B SaaS company from ₹0 to ₹60 Cr in annual revenue.",
        },
        {
          name: "Vikram Sethi",
          role: "Sales Leadership",
          bio: "Built enterprise sales teams across India and the Middle East.",
        },
        {
          name: "Meera Krishnan",
          role: "People & Culture",
          bio: "Former CHRO who has hired over two thousand people.",
        },
        {
          name: "Sandeep Kulkarni",
          role: "Finance & Fundraising",
          bio: "CFO of two venture-backed companies through their IPO preparation.",
        },
      ],
    },
    {
      id: "speakers",
      title: "Guest Speakers",
      people: [
        {
          name: "Nisha Agarwal",
          role: "Founder, D2C brand",
          bio: "Grew a skincare brand to 1 million customers without paid ads.",
        },
        {
          name: "Farhan Qureshi",
          role: "Partner, seed fund",
          bio: "Has led investments in more than forty early-stage companies.",
        },
        {
          name: "Leela Thomas",
          role: "Climate entrepreneur",
          bio: "Runs a rooftop-solar company serving 600 factories.",
        },
        {
          name: "Dev Patel",
          role: "AI researcher",
          bio: "Helps mid-size companies put machine learning into everyday work.",
        },
      ],
    },
  ],
};
