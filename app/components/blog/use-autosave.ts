import { useNavigation, useSubmit } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState } from "react";

import { AUTOSAVE_DELAY_MS, AUTOSAVE_PATH, type AutosavedPost } from "~/lib/autosave";

import { useLeaveWarning } from "../use-leave-warning";

export type AutosaveState =
  | { kind: "clean" }
  | { kind: "unsaved" }
  | { kind: "saving" }
  | { kind: "saved"; at: string }
  | { kind: "failed"; message: string };

/** Whether what the form holds is not (yet) saved. */
export function hasUnsavedChanges(state: AutosaveState) {
  return state.kind === "unsaved" || state.kind === "saving" || state.kind === "failed";
}

/** What the autosave line says. */
export function autosaveText(state: AutosaveState) {
  switch (state.kind) {
    case "clean":
      return "";
    case "unsaved":
      return "Unsaved changes";
    case "saving":
      return "Saving draft…";
    case "saved":
      return `Draft saved at ${new Date(state.at).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" })}`;
    case "failed":
      return `Not saved: ${state.message}`;
  }
}

/**
 * Posts `body` to the autosave route at `path`, keeping `setState` told (saving, saved, or failed with
 * the server's reason or a lost connection); answers the reply of a save that worked, else null.
 */
export async function postAutosave<Saved extends { savedAt: string }>(
  path: string,
  body: FormData,
  setState: React.Dispatch<React.SetStateAction<AutosaveState>>,
): Promise<Saved | null> {
  setState({ kind: "saving" });
  try {
    const response = await fetch(path, { method: "POST", body, headers: { Accept: "application/json" } });
    const reply = (await response.json()) as Saved | { message: string };
    if ("message" in reply) {
      setState({ kind: "failed", message: reply.message });
      return null;
    }
    setState((current) => (current.kind === "saving" ? { kind: "saved", at: reply.savedAt } : current));
    return reply;
  } catch {
    setState({ kind: "failed", message: "The draft could not be saved: check your connection" });
    return null;
  }
}

/** The post form's Status, as chosen now. */
function chosenStatus(form: HTMLFormElement) {
  const status = form.elements.namedItem("status");
  return status instanceof HTMLSelectElement ? status.value : "";
}

/**
 * The edits of the form around `anchor`: each marks it unsaved and, when `due(form)`, saves it with
 * `save` AUTOSAVE_DELAY_MS after the last one. A submit stops that until it comes back; the ref
 * answered says whether one is under way.
 */
export function useSaveAfterEdits(
  anchor: React.RefObject<HTMLElement>,
  {
    save,
    due,
    setState,
  }: {
    save: (form: HTMLFormElement) => Promise<unknown>;
    due: (form: HTMLFormElement) => boolean;
    setState: React.Dispatch<React.SetStateAction<AutosaveState>>;
  },
) {
  const submitting = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const isDue = useRef(due);
  isDue.current = due;

  useEffect(() => {
    // Listened for on the document: a form drawn anew (a page's form after its save) is still this form.
    const formOf = (event: Event) => {
      const form = anchor.current?.closest("form");
      return form && event.target instanceof Node && form.contains(event.target) ? form : null;
    };
    const changed = (event: Event) => {
      const form = formOf(event);
      if (!form || submitting.current) return;
      setState((current) => (current.kind === "unsaved" ? current : { kind: "unsaved" }));
      clearTimeout(timer.current);
      if (isDue.current(form)) timer.current = setTimeout(() => void save(form), AUTOSAVE_DELAY_MS);
    };
    const submitted = (event: Event) => {
      if (!formOf(event)) return;
      submitting.current = true;
      clearTimeout(timer.current);
    };
    document.addEventListener("input", changed);
    document.addEventListener("change", changed);
    // Captured: marked as being saved before the form's own handler submits and the leave warning is asked.
    document.addEventListener("submit", submitted, true);
    return () => {
      clearTimeout(timer.current);
      document.removeEventListener("input", changed);
      document.removeEventListener("change", changed);
      document.removeEventListener("submit", submitted, true);
    };
  }, [anchor, save, setState]);

  // A save that came back (its form to fix) ends the submit: changes count again.
  const navigation = useNavigation();
  useEffect(() => {
    if (navigation.state === "idle") submitting.current = false;
  }, [navigation.state]);
  return submitting;
}

/**
 * Tracks the autosave under way (`save`, answered wrapped) and answers the form's `onSubmit`, which holds
 * a press made meanwhile until that save is back: sent before, it would go where the form pointed before
 * the save (a new post's second copy, a page's refused version). Then `resend(body, saved)` readies it
 * and names where it goes (undefined: the page's own action); a further press while held replaces it.
 */
export function useSubmitAfterAutosave<Saved>(
  save: (form: HTMLFormElement) => Promise<Saved>,
  resend: (body: FormData, saved: Saved) => string | undefined,
) {
  const inFlight = useRef<Promise<Saved> | null>(null);
  const tracked = useCallback(
    async (form: HTMLFormElement) => {
      const run = save(form);
      inFlight.current = run;
      try {
        return await run;
      } finally {
        if (inFlight.current === run) inFlight.current = null;
      }
    },
    [save],
  );

  const heldPress = useRef<FormData | null>(null);
  const submit = useSubmit();
  const onSubmit = useCallback(
    (event: React.FormEvent<HTMLFormElement>) => {
      const run = inFlight.current;
      if (!run) return;
      event.preventDefault();
      const waiting = heldPress.current !== null;
      heldPress.current = new FormData(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter);
      if (waiting) return;
      void run.then((saved) => {
        const body = heldPress.current;
        heldPress.current = null;
        // The forms that save themselves send files.
        if (body) submit(body, { method: "post", encType: "multipart/form-data", action: resend(body, saved) });
      });
    },
    [submit, resend],
  );
  return { save: tracked, onSubmit };
}

/**
 * Autosave of a draft post: `anchor` is any element inside the post form. Each change marks the
 * form unsaved; while its Status is Draft, the form (without its file) is saved 2 seconds after the
 * last change. The first autosave of a new post creates the draft: the page's address and the
 * form's target become the draft's; a press while an autosave is on its way waits for it (`onSubmit`,
 * the form's). Leaving with unsaved changes asks first (the browser's own question when the page
 * unloads, ours for a link in the app); saving the form does not.
 */
export function useAutosave(anchor: React.RefObject<HTMLElement>, initialId: string | undefined) {
  const [postId, setPostId] = useState(initialId);
  const [state, setState] = useState<AutosaveState>({ kind: "clean" });
  const idRef = useRef(initialId);

  const save = useCallback(async (form: HTMLFormElement) => {
    const body = new FormData(form);
    body.delete("coverFile");
    if (idRef.current) body.set("id", idRef.current);
    const saved = await postAutosave<AutosavedPost>(AUTOSAVE_PATH, body, setState);
    if (saved && !idRef.current) {
      idRef.current = String(saved.id);
      setPostId(idRef.current);
      window.history.replaceState(window.history.state, "", `/admin/blogs/${saved.id}`);
    }
    return idRef.current;
  }, []);
  const held = useSubmitAfterAutosave(save, toPostPage);

  const submitting = useSaveAfterEdits(anchor, {
    save: held.save,
    due: (form) => chosenStatus(form) === "draft",
    setState,
  });

  useLeaveWarning(hasUnsavedChanges(state), submitting);
  return { postId, state, onSubmit: held.onSubmit };
}

/** A held press goes to the post's own page once it has one (a new post's first autosave gives it). */
function toPostPage(_body: FormData, id: string | undefined) {
  return id ? `/admin/blogs/${id}` : undefined;
}
