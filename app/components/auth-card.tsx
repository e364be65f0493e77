import type { ReactNode } from "react";

import { LogoMark } from "./logo";

/** The narrow card of the account pages outside the back-office: sign in, reset, accept an invitation. */
export function AuthCard({
  title,
  intro,
  children,
  footer,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <section className="container flex justify-center py-16 md:py-24">
      <div className="w-full max-w-md">
        <div className="card p-8 shadow-sm md:p-10">
          <div className="mb-8 text-center">
            <LogoMark className="mx-auto h-11 w-11" />
            <h1 className="mt-6 text-2xl font-bold tracking-tight">{title}</h1>
            {intro ? <p className="mt-2 text-sm text-muted-foreground">{intro}</p> : null}
          </div>
          {children}
        </div>
        {footer ? <p className="mt-6 text-center text-sm text-muted-foreground">{footer}</p> : null}
      </div>
    </section>
  );
}
