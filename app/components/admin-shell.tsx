import { Form, Link } from "@remix-run/react";
import type { ReactNode } from "react";

import { useUser } from "~/utils/user";

import { BackLink } from "./back-link";
import { LogOutIcon } from "./icons";
import { Logo } from "./logo";
import { ThemeToggle } from "./theme-toggle";

function LogoutButton() {
  return (
    <Form method="post" action="/logout">
      <button type="submit" className="btn-outline max-sm:px-3">
        <LogOutIcon />
        {/* On a phone the icon alone, so the logo keeps its one line. */}
        <span className="sr-only sm:not-sr-only">Logout</span>
      </button>
    </Form>
  );
}

/** The back-office frame (the routes/_admin layout renders it): its own top bar instead of the public header and footer. */
export function AdminShell({ children }: { children: ReactNode }) {
  const { username } = useUser();
  return (
    <div className="min-h-screen bg-card">
      <header className="border-b border-border bg-background">
        <div className="container flex h-16 items-center justify-between gap-4">
          <div className="flex items-center gap-3">
            <Logo />
            <span className="hidden rounded-full bg-muted px-2.5 py-0.5 text-xs font-semibold text-muted-foreground sm:inline">
              Back-office
            </span>
          </div>
          <div className="flex items-center gap-3">
            <span className="hidden text-sm text-muted-foreground sm:inline">
              Signed in as{" "}
              <Link to="/admin/account" className="font-semibold text-foreground hover:text-primary hover:underline">
                {username}
              </Link>
            </span>
            <ThemeToggle />
            <LogoutButton />
          </div>
        </div>
      </header>
      <div className="container py-10">{children}</div>
    </div>
  );
}

// The admin pages take the back link from their frame.
export { BackLink };

export function BackToDashboard() {
  return <BackLink to="/dashboard">Back to dashboard</BackLink>;
}
