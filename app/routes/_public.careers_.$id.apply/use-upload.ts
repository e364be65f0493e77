import { useMatches, useNavigate, useRevalidator } from "@remix-run/react";
import { useState, type FormEvent } from "react";

import type { FormReply } from "~/lib/form-reply";

const UPLOAD_FAILED_MESSAGE = "Your application could not be sent. Check your connection and try again.";
const TOO_LARGE_MESSAGE = "Your CV must be 5 MB or smaller";

/** The form shown again with one message, keeping what was typed (what the server's replies carry too). */
function failure(form: HTMLFormElement, message: string): FormReply {
  const typed: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) if (typeof value === "string") typed[name] = value;
  return { status: "error", initialValue: typed, error: { "": [message] } };
}

function isFormReply(value: unknown): value is FormReply {
  return typeof value === "object" && value !== null && "initialValue" in value;
}

/**
 * Sends a form with a file the way Remix's own form would (its data request: `?_data=<route>`,
 * then the redirect it answers, or the form's reply), but through XMLHttpRequest, the one browser
 * API that reports upload progress. Without JavaScript the form posts as a plain form.
 */
export function useUploadWithProgress() {
  // The route that renders the form is the deepest one matched: its action takes the post.
  const routeId = useMatches().at(-1)?.id ?? "";
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [progress, setProgress] = useState<number | null>(null);
  const [reply, setReply] = useState<FormReply>();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const url = new URL(form.action, window.location.href);
    url.searchParams.set("_data", routeId);
    const request = new XMLHttpRequest();
    request.open("POST", url);
    request.upload.onprogress = (upload) => {
      if (upload.lengthComputable) setProgress(upload.loaded / upload.total);
    };
    request.onload = () => {
      const redirect = request.getResponseHeader("X-Remix-Redirect");
      if (redirect) {
        navigate(redirect, { replace: true });
        return;
      }
      setProgress(null);
      let answer: unknown;
      try {
        answer = JSON.parse(request.responseText);
      } catch {
        answer = null;
      }
      if (isFormReply(answer)) setReply(answer);
      else setReply(failure(form, request.status === 413 ? TOO_LARGE_MESSAGE : UPLOAD_FAILED_MESSAGE));
      // A refusal may come with a toast (a flash cookie): the root's data shows it.
      revalidator.revalidate();
    };
    request.onerror = () => {
      setProgress(null);
      setReply(failure(form, UPLOAD_FAILED_MESSAGE));
    };
    setProgress(0);
    request.send(new FormData(form));
  }

  return { onSubmit, reply, progress };
}
