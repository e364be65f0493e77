import { useNavigation } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState } from "react";

import { AUTOSAVE_DELAY_MS } from "~/lib/autosave";
import { IMAGE_FILE_SUFFIX } from "~/lib/content-form";
import type { DocumentAutosaveReply } from "~/utils/page-documents.server";

import type { AutosaveState } from "../blog/use-autosave";

/**
 * Autosave of a page's draft: `anchor` is any element inside the edit form. Two seconds after the
 * last change the form (without its files and button) is saved as the draft from the version it
 * holds; the form's `version` field then names the new one, so the next save is not refused.
 */
export function useDocumentAutosave(anchor: React.RefObject<HTMLElement>, documentKey: string) {
  const [state, setState] = useState<AutosaveState>({ kind: "clean" });
  const submitting = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>();

  const save = useCallback(
    async (form: HTMLFormElement) => {
      const body = new FormData(form);
      for (const name of [...body.keys()]) if (name.endsWith(IMAGE_FILE_SUFFIX)) body.delete(name);
      setState({ kind: "saving" });
      try {
        const response = await fetch(`/admin/pages/${documentKey}/autosave`, {
          method: "POST",
          body,
          headers: { Accept: "application/json" },
        });
        const reply = (await response.json()) as DocumentAutosaveReply;
        if ("message" in reply) return setState({ kind: "failed", message: reply.message });
        const version = form.elements.namedItem("version");
        if (version instanceof HTMLInputElement) version.value = String(reply.version);
        setState((current) => (current.kind === "saving" ? { kind: "saved", at: reply.savedAt } : current));
      } catch {
        setState({ kind: "failed", message: "The draft could not be saved: check your connection" });
      }
    },
    [documentKey],
  );

  useEffect(() => {
    const form = anchor.current?.closest("form");
    if (!form) return;
    const changed = () => {
      if (submitting.current) return;
      setState((current) => (current.kind === "unsaved" ? current : { kind: "unsaved" }));
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void save(form), AUTOSAVE_DELAY_MS);
    };
    const submitted = () => {
      submitting.current = true;
      clearTimeout(timer.current);
    };
    form.addEventListener("input", changed);
    form.addEventListener("change", changed);
    form.addEventListener("submit", submitted);
    return () => {
      clearTimeout(timer.current);
      form.removeEventListener("input", changed);
      form.removeEventListener("change", changed);
      form.removeEventListener("submit", submitted);
    };
  }, [anchor, save]);

  // A save that came back (its form to fix) ends the submit: changes count again.
  const navigation = useNavigation();
  useEffect(() => {
    if (navigation.state === "idle") submitting.current = false;
  }, [navigation.state]);

  return state;
}
