import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

import { useSiteSettings } from "~/utils/site-settings";

const PROBLEMS = {
  invalid: {
    title: "This link does not work",
    text: "It may have been copied only in part, or the booking no longer exists.",
  },
  expired: {
    title: "This link has expired",
    text: "Links in our booking emails work until the consultation's time.",
  },
} as const;

/** The page of a booking link that leads nowhere: what happened and what to do instead. */
export function LinkProblem({ problem }: { problem: keyof typeof PROBLEMS }) {
  return (
    <LinkProblemPage {...PROBLEMS[problem]} help="and we will sort it out.">
      <Link to="/appointment" className="btn-primary mt-8">
        Book a consultation
      </Link>
    </LinkProblemPage>
  );
}

/** The page of an emailed link that leads nowhere: `title`, why (`text`), who to write to, and `children`: a way on. */
export function LinkProblemPage({
  title,
  text,
  help,
  children,
}: {
  title: string;
  text: string;
  help: string;
  children?: ReactNode;
}) {
  const { company } = useSiteSettings();
  return (
    <section className="container flex flex-col items-center py-24 text-center">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p className="mt-3 max-w-xl text-muted-foreground">
        {text} Write to{" "}
        <a href={`mailto:${company.email}`} className="font-medium text-primary hover:underline">
          {company.email}
        </a>{" "}
        {help}
      </p>
      {children}
    </section>
  );
}
