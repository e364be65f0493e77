// React 18 passes the lowercase popover attributes through to the DOM, but
// @types/react 18 does not know them (React 19 adds camelCase props instead).
import "react";

/* eslint-disable @typescript-eslint/no-unused-vars -- merged declarations repeat React's type parameters */
declare module "react" {
  interface HTMLAttributes<T> {
    popover?: "auto" | "manual" | "";
  }
  interface ButtonHTMLAttributes<T> {
    popovertarget?: string;
    popovertargetaction?: "toggle" | "show" | "hide";
  }
}
