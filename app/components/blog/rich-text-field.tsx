import { useEffect, useRef, useState, type ComponentType } from "react";

import { tagsTheEditorDrops } from "~/lib/editor-html";

import { useFieldControl } from "../form-field";
import type { EditorMode, RichTextEditorProps } from "./rich-text-editor.client";

type RichTextFieldProps = {
  name: string;
  /** The textarea's label, the field's name without JavaScript and in HTML source mode. */
  label: string;
  /** The editor's label. */
  editorLabel: string;
  hint?: string;
  error?: string | null;
  defaultValue?: string;
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  rows?: number;
  /** Takes the focus when drawn (a new item's first field in a content form). */
  autoFocus?: boolean;
  /** The HTML after every change, typed in the textarea or made in the editor (a preview, an autosave…). */
  onChange?: (html: string) => void;
};

/** The editor as it arrives, with the mode to open in and whether it takes the focus from the textarea. */
type LoadedEditor = {
  Editor: ComponentType<RichTextEditorProps>;
  textarea: HTMLTextAreaElement;
  mode: EditorMode;
  focus: boolean;
};

/**
 * An HTML field that becomes a rich-text editor: the textarea is the field, complete without
 * JavaScript; once the page is hydrated the editor's chunk is imported (a `.client` module, so the
 * server build never holds Tiptap) and covers the textarea, writing its HTML into it with every
 * change. Its HTML source mode shows the textarea again; a post with HTML the editor would drop opens there.
 */
export function RichTextField({
  name,
  label,
  editorLabel,
  hint,
  error,
  defaultValue,
  required,
  minLength,
  maxLength,
  rows,
  autoFocus,
  onChange,
}: RichTextFieldProps) {
  const control = useFieldControl<HTMLTextAreaElement>({ name, error, hint, label, autoFocus });
  const [loaded, setLoaded] = useState<LoadedEditor | null>(null);
  const [mode, setMode] = useState<EditorMode>("rich");
  const textareaRef = control.ref;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    let live = true;
    import("./rich-text-editor.client")
      .then(({ RichTextEditor }) => {
        const textarea = textareaRef.current;
        if (!live || !textarea) return;
        const mode = tagsTheEditorDrops(textarea.value).length ? "source" : "rich";
        setMode(mode);
        setLoaded({ Editor: RichTextEditor, textarea, mode, focus: document.activeElement === textarea });
      })
      // Without its chunk (offline, a deploy in between) the textarea stays the field.
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [textareaRef]);

  const rich = Boolean(loaded) && mode === "rich";
  const labelId = `${control.id}-label`;
  // A hidden element gets no class below: a display class (.label is a block) would override `hidden`.
  return (
    <div>
      {loaded ? (
        <span id={labelId} className={rich ? "label" : undefined} hidden={!rich}>
          {editorLabel}
        </span>
      ) : null}
      <label htmlFor={control.id} className={rich ? undefined : "label"} hidden={rich}>
        {label}
      </label>
      <div
        className={
          loaded
            ? `overflow-hidden rounded-lg border bg-background shadow-sm focus-within:ring-2 focus-within:ring-ring ${error ? "border-danger" : "border-border"}`
            : undefined
        }
      >
        {loaded ? (
          <loaded.Editor
            textarea={loaded.textarea}
            labelId={labelId}
            describedBy={control["aria-describedby"]}
            invalid={Boolean(error)}
            mode={mode}
            onModeChange={setMode}
            autoFocus={loaded.focus || control.autoFocus}
            startedInSource={loaded.mode === "source"}
          />
        ) : null}
        <textarea
          {...control}
          rows={rows}
          required={required}
          minLength={minLength}
          maxLength={maxLength}
          defaultValue={defaultValue}
          hidden={rich}
          className={
            loaded
              ? "w-full resize-y border-0 align-top bg-background px-4 py-3 font-mono text-sm text-foreground focus-visible:ring-0 focus-visible:ring-offset-0"
              : "input font-mono text-sm"
          }
          onChange={(event) => onChangeRef.current?.(event.currentTarget.value)}
        />
      </div>
      {hint ? (
        <p id={`${control.id}-hint`} className="mt-1.5 text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${control.id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
