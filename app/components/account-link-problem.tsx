import { Link } from "@remix-run/react";

import { AuthCard } from "./auth-card";

const PROBLEMS = {
  invitation: {
    invalid: {
      title: "This invitation does not work",
      text: "It may have been used already, revoked, or copied only in part. Ask the Admin who invited you to send it again.",
    },
    expired: {
      title: "This invitation has expired",
      text: "Invitations work for 7 days. Ask the Admin who invited you to send it again.",
    },
  },
  reset: {
    invalid: {
      title: "This link does not work",
      text: "Each link works once; it may have been used already or copied only in part. Ask for a new one.",
    },
    expired: {
      title: "This link has expired",
      text: "Password reset links work for one hour. Ask for a new one.",
    },
  },
} as const;

/** The page of an invitation or password reset link that no longer works: what happened, what to do. */
export function AccountLinkProblem({ link, problem }: { link: keyof typeof PROBLEMS; problem: "invalid" | "expired" }) {
  const { title, text } = PROBLEMS[link][problem];
  return (
    <AuthCard
      title={title}
      footer={
        <Link to="/login" className="font-medium text-primary hover:underline">
          Back to sign in
        </Link>
      }
    >
      <p className="text-center text-muted-foreground">{text}</p>
      {link === "reset" ? (
        <Link to="/forgot-password" className="btn-primary mt-6 w-full py-3">
          Ask for a new link
        </Link>
      ) : null}
    </AuthCard>
  );
}
