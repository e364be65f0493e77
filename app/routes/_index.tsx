import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";

import { company } from "~/content/site";

export const meta: MetaFunction = () => [
  { title: `${company.name} | Venture studio & business consulting` },
  { name: "description", content: company.headline },
];

// The full home page is its own issue; this is its hero.
export default function Index() {
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-primary/15 via-background to-accent/10">
      <div className="container py-24 md:py-36">
        <p className="text-sm font-semibold uppercase tracking-widest text-primary">Venture studio · Consulting</p>
        <h1 className="mt-4 max-w-3xl text-5xl font-extrabold tracking-tight md:text-6xl">
          Digital Growth <span className="text-primary">Solutions.</span>
        </h1>
        <p className="mt-6 max-w-2xl text-lg leading-relaxed text-muted-foreground">{company.headline}</p>
        <div className="mt-10 flex flex-wrap gap-4">
          <Link to="/appointment" className="btn-primary px-6 py-3 text-base">
            Get Started
          </Link>
          <Link to="/about" className="btn-outline px-6 py-3 text-base">
            Learn More
          </Link>
        </div>
      </div>
    </section>
  );
}
