import { redirect } from "@remix-run/node";

/** The learning page once linked to /book; keep old links working. */
export const loader = () => redirect("/appointment", 301);
