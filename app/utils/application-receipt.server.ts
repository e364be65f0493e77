import { redirect } from "@remix-run/node";

import { createSignedCookieStorage } from "./cookies.server";

// The confirmation page after an application (post, redirect, get): what it names travels in a
// short-lived signed cookie, never in the URL, and a reload shows the same page.

type Receipt = { jobId: number; name: string; title: string };

const RECEIPT_MINUTES = 30;
const storage = createSignedCookieStorage<{ receipt: Receipt }>("lumora_application", RECEIPT_MINUTES * 60);

/** The redirect to the confirmation page of an application just stored. */
export async function redirectToReceipt(receipt: Receipt) {
  const session = await storage.getSession();
  session.set("receipt", receipt);
  return redirect(`/careers/${receipt.jobId}/applied`, {
    headers: { "Set-Cookie": await storage.commitSession(session) },
  });
}

/** The application this browser just sent for the job, or null. */
export async function readReceipt(request: Request, jobId: number) {
  const session = await storage.getSession(request.headers.get("Cookie"));
  const receipt = session.get("receipt");
  return receipt && receipt.jobId === jobId ? receipt : null;
}
