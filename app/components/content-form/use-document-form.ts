import { useState } from "react";

import type { FormReply } from "~/lib/form-reply";

import { useFormReply } from "../form-field";

/**
 * A document's edit form rendered from its action's reply (app/utils/content-form.server.ts): the
 * messages by field name as `useFormReply` gives them, and the document's value as a tree: what
 * was posted after a reply (with the items a button added, removed or moved), else `saved`.
 * `version` changes with each reply: the fields are drawn anew from it (inputs keep their own
 * value otherwise, and a removed item's text would stay in the next one's inputs).
 */
export function useDocumentForm(reply: FormReply | null | undefined, { saved }: { saved?: unknown } = {}) {
  const form = useFormReply(reply);
  const [drawn, setDrawn] = useState({ reply, version: 0 });
  // Derived during render, so the new fields show in the very render the reply arrives in.
  if (drawn.reply !== reply) setDrawn({ reply, version: drawn.version + 1 });
  const typed = reply && reply.initialValue !== null ? (reply.initialValue ?? {}) : null;
  return {
    errors: form.errors,
    formError: form.formError,
    onChange: form.onChange,
    error: form.error,
    intent: reply?.intent ?? null,
    tree: (typed ?? saved ?? {}) as unknown,
    version: drawn.reply === reply ? drawn.version : drawn.version + 1,
  };
}

export type DocumentForm = ReturnType<typeof useDocumentForm>;
