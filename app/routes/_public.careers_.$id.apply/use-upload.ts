import { useNavigate, useRevalidator } from "@remix-run/react";
import { useState, type FormEvent } from "react";
import { decode } from "turbo-stream";

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

/** What single fetch answers a form's post: the action's reply, where it redirects, or what it threw. */
type ActionAnswer = { data?: unknown; redirect?: string; error?: unknown };

/**
 * The answer's turbo-stream, decoded as Remix's client decodes it, or null when it is not one (a
 * proxy's error page). A value of Remix's own types (what a route threw) decodes to null: the
 * status says enough.
 */
async function decodeAnswer(body: Blob): Promise<ActionAnswer | null> {
  try {
    const { value } = await decode(body.stream(), { plugins: [() => ({ value: null })] });
    return typeof value === "object" ? (value as ActionAnswer | null) : null;
  } catch {
    return null;
  }
}

/** Where Remix's client posts a form with single fetch: its action's path with `.data`. */
function dataUrl(action: string) {
  const url = new URL(action, window.location.href);
  url.pathname = url.pathname === "/" ? "/_root.data" : `${url.pathname.replace(/\/$/, "")}.data`;
  return url;
}

/**
 * Sends a form with a file the way Remix's own form would (single fetch: `/path.data`, then the
 * redirect it answers, or the form's reply), but through XMLHttpRequest, the one browser API that
 * reports upload progress. Without JavaScript the form posts as a plain form.
 */
export function useUploadWithProgress() {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [progress, setProgress] = useState<number | null>(null);
  const [reply, setReply] = useState<FormReply>();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const request = new XMLHttpRequest();
    request.open("POST", dataUrl(form.action));
    request.responseType = "blob";
    request.upload.onprogress = (upload) => {
      if (upload.lengthComputable) setProgress(upload.loaded / upload.total);
    };
    request.onload = async () => {
      const answer = await decodeAnswer(request.response as Blob);
      if (answer?.redirect) {
        navigate(answer.redirect, { replace: true });
        return;
      }
      setProgress(null);
      if (isFormReply(answer?.data)) setReply(answer.data);
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
