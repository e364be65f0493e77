import type { AboutContent } from "~/routes/_public.about/content";

/** The about page as the site first shipped it; the seed writes it to the database once. */
export const aboutSeed: AboutContent = {
  seo: {
    title: "About us",
    description:
      "Lumora Ventures: Lumora Ventures began as three operators helping friends' startups on weekends. Today we are a venture studio and consultancy of sixty people working with founders across India, Southeast Asia and the US.",
  },
  hero: {
    eyebrow: "About Lumora Ventures",
    title: "Since 2015",
    lead: "Lumora Ventures began as three operators helping friends' startups on weekends. Today we are a venture studio and consultancy of sixty people working with founders across India, Southeast Asia and the US.",
    primary: { label: "Book a consultation", to: "/appointment" },
    secondary: { label: "Our services", to: "/services" },
  },
  stats: [
    { value: "200+", label: "clients worldwide" },
    { value: "8", label: "years experience" },
    { value: "95%", label: "client retention" },
    { value: "3-5x", label: "average growth" },
  ],
  journey: {
    heading: { eyebrow: "Our story", title: "Our Journey" },
    milestones: [
      {
        year: "2015",
        text: "Founded in Bengaluru by three former founders to give startups the operating help they could not afford.",
      },
      {
        year: "2018",
        text: "Launched the Acceleration Studio; our first cohort of eight startups raised ₹40 Cr between them.",
      },
      {
        year: "2021",
        text: "Opened the Capital and Growth Studios, and the Learning Studio for founders and managers.",
      },
      { year: "2024", text: "Passed 200 clients worldwide and opened our first office outside India." },
    ],
  },
  values: {
    heading: { eyebrow: "What we believe", title: "Our core values" },
    items: [
      { title: "Innovation", text: "We look for the simplest new idea that works, and test it quickly." },
      { title: "Integrity", text: "We say what we think, disclose every conflict, and keep our word." },
      { title: "Impact", text: "We measure ourselves by our clients' results, not our hours." },
      { title: "Collaboration", text: "We work inside your team, not beside it." },
      { title: "Excellence", text: "We hold our work to the standard we would want as founders." },
      { title: "Empathy", text: "Building a company is hard; we remember that in every conversation." },
    ],
  },
  teams: [
    {
      title: "Meet Our Team",
      people: [
        person("Arjun Mehta", "Managing Partner", "Built and sold a logistics SaaS company; leads the Growth Studio."),
        person(
          "Priya Raman",
          "Partner, Capital Studio",
          "Former investment banker who has helped founders raise over ₹300 Cr.",
        ),
        person(
          "Kavya Iyer",
          "Head of Product & Design",
          "Designed products used by ten million people at two consumer startups.",
        ),
        person(
          "Rahul Desai",
          "Head of Engineering",
          "Twenty years of building reliable systems, from banks to startups.",
        ),
      ],
    },
    {
      title: "Mentors",
      people: [
        person("Ananya Rao", "Pricing & SaaS", "Took a B2B SaaS company from ₹0 to ₹60 Cr in annual revenue."),
        person("Vikram Sethi", "Sales Leadership", "Built enterprise sales teams across India and the Middle East."),
        person("Meera Krishnan", "People & Culture", "Former CHRO who has hired over two thousand people."),
        person(
          "Sandeep Kulkarni",
          "Finance & Fundraising",
          "CFO of two venture-backed companies through their IPO preparation.",
        ),
      ],
    },
    {
      title: "Guest Speakers",
      people: [
        person("Nisha Agarwal", "Founder, D2C brand", "Grew a skincare brand to 1 million customers without paid ads."),
        person("Farhan Qureshi", "Partner, seed fund", "Has led investments in more than forty early-stage companies."),
        person("Leela Thomas", "Climate entrepreneur", "Runs a rooftop-solar company serving 600 factories."),
        person("Dev Patel", "AI researcher", "Helps mid-size companies put machine learning into everyday work."),
      ],
    },
  ],
  cta: {
    title: "Work with people who have done it before",
    text: "Tell us where your company is headed. A partner will reply within one business day.",
    label: "Get Started",
    to: "/appointment",
  },
};

function person(name: string, role: string, bio: string) {
  return { name, role, bio, photo: { src: "", alt: "" } };
}
