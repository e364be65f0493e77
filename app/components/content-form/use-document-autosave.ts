import { useCallback, useEffect, useRef, useState } from "react";

import { IMAGE_FILE_SUFFIX } from "~/lib/content-form";
import type { AutosavedDocument } from "~/utils/page-documents.server";

import {
  hasUnsavedChanges,
  postAutosave,
  useSaveAfterEdits,
  useSubmitAfterAutosave,
  type AutosaveState,
} from "../blog/use-autosave";
import { useLeaveWarning } from "../use-leave-warning";

/**
 * Autosave of a page's draft: `anchor` is any element inside the edit form. Two seconds after the
 * last change the form (without its files and button) is saved as the draft from the version it
 * holds; `version` is then the draft's new one (0 before), for the form's `version` field to name,
 * so the next save is not refused (`onSubmit`, the form's, holds a press until an autosave under way is
 * back). Leaving with changes not saved asks first: typed, or brought by a
 * reply (an item added, a save refused) until the page comes back at a new `opened` version.
 */
export function useDocumentAutosave(
  anchor: React.RefObject<HTMLElement>,
  documentKey: string,
  { opened, reply }: { opened: number; reply: unknown },
) {
  const [state, setState] = useState<AutosaveState>({ kind: "clean" });
  const [version, setVersion] = useState(0);

  const save = useCallback(
    async (form: HTMLFormElement) => {
      const saved = await autosaveDraft(form, documentKey, setState);
      if (saved !== null) setVersion(saved);
      return saved;
    },
    [documentKey],
  );
  const held = useSubmitAfterAutosave(save, withSavedVersion);

  const submitting = useSaveAfterEdits(anchor, { save: held.save, due: () => true, setState });
  useSettledBy(opened, reply, setState);
  useLeaveWarning(hasUnsavedChanges(state), submitting);
  return { state, version, onSubmit: held.onSubmit };
}

/**
 * A press held while an autosave was on its way names the version that save made: naming the one
 * before, it would be refused as someone else's save.
 */
function withSavedVersion(body: FormData, saved: number | null) {
  if (saved !== null) body.set("version", String(saved));
  return undefined;
}

/** Saves the form (without its files) as document `key`'s draft; answers the new version, or null. */
async function autosaveDraft(
  form: HTMLFormElement,
  key: string,
  setState: React.Dispatch<React.SetStateAction<AutosaveState>>,
) {
  const body = new FormData(form);
  for (const name of [...body.keys()]) if (name.endsWith(IMAGE_FILE_SUFFIX)) body.delete(name);
  const saved = await postAutosave<AutosavedDocument>(`/admin/pages/${key}/autosave`, body, setState);
  return saved ? saved.version : null;
}

/**
 * Saved once the page comes back at a new version without a reply (a save's redirect); not saved
 * after a reply (an item added, a save refused), even when the version it comes with is new.
 */
function useSettledBy(opened: number, reply: unknown, setState: React.Dispatch<React.SetStateAction<AutosaveState>>) {
  const shown = useRef(opened);
  useEffect(() => {
    if (shown.current === opened) return;
    shown.current = opened;
    if (!reply) setState({ kind: "clean" });
  }, [opened, reply, setState]);
  useEffect(() => {
    if (reply) setState({ kind: "unsaved" });
  }, [reply, setState]);
}
