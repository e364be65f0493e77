import Image from "@tiptap/extension-image";
import { TextSelection } from "@tiptap/pm/state";
import { EditorContent, useEditor, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useEffect, useMemo, useRef, useState, type RefObject } from "react";

import { tagsTheEditorDrops } from "~/lib/editor-html";

import { ImageDialog, LinkDialog, type UploadedImage } from "./editor-dialogs";
import { formattingTools, Toolbar, type EditorMode } from "./editor-toolbar";

// The post editor: Tiptap over the field's textarea (see rich-text-field.tsx, which imports this
// module once the page is hydrated; a `.client` module is an empty one in the server build).

export type { EditorMode };

export type RichTextEditorProps = {
  /** The field: it holds the HTML, sent with the form. */
  textarea: HTMLTextAreaElement;
  /** The id of the element that labels the editor. */
  labelId: string;
  describedBy?: string;
  invalid: boolean;
  mode: EditorMode;
  onModeChange: (mode: EditorMode) => void;
  autoFocus: boolean;
  /** The post has HTML the editor would drop, so it opened as source. */
  startedInSource: boolean;
};

/** A link's target the sanitizer keeps as it is: no scheme, or http, https or mailto (not tel:, ftp:…). */
const keepsTarget = (url: string) => !/^\s*(?!https?:|mailto:)[a-z][a-z0-9+.-]*:/i.test(url);

const extensions = [
  StarterKit.configure({
    // The page's title is its h1.
    heading: { levels: [2, 3, 4] },
    link: {
      openOnClick: false,
      // Typed addresses stay text (Mod-K links them): with autolink on, a link swallows the text typed after it.
      autolink: false,
      defaultProtocol: "https",
      // No target or rel of the editor's own: the sanitizer gives links to other sites rel="noopener noreferrer".
      HTMLAttributes: { target: null, rel: null },
      isAllowedUri: (url, { defaultValidate }) => defaultValidate(url) && keepsTarget(url),
    },
  }),
  Image.configure({ inline: false, allowBase64: false }),
];

/** The editor's HTML as the field keeps it: empty when there is no text, without the trailing empty paragraph. */
function editorHtml(editor: Editor) {
  return editor.isEmpty ? "" : editor.getHTML().replace(/(<p><\/p>)+$/, "");
}

/** Sets the textarea's value as typing would, so its input event reaches React's handlers (the preview, the form). */
function writeField(textarea: HTMLTextAreaElement, html: string) {
  if (textarea.value === html) return;
  Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")?.set?.call(textarea, html);
  textarea.dispatchEvent(new Event("input", { bubbles: true }));
}

/** The attributes of the editable element: a labelled, described multi-line text box. */
function editableAttributes({
  id,
  labelId,
  describedBy,
  invalid,
}: {
  id: string;
  labelId: string;
  describedBy?: string;
  invalid: boolean;
}) {
  const attributes: Record<string, string> = {
    id,
    role: "textbox",
    "aria-multiline": "true",
    "aria-labelledby": labelId,
    class:
      // The frame around the toolbar and the text shows the focus (rich-text-field.tsx).
      "prose-content min-h-[18rem] px-4 py-3 focus-visible:ring-0 focus-visible:ring-offset-0 sm:min-h-[24rem] sm:px-5 sm:py-4 [&>:first-child]:mt-0",
  };
  if (describedBy) attributes["aria-describedby"] = describedBy;
  if (invalid) attributes["aria-invalid"] = "true";
  return attributes;
}

function useLatest<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  ref.current = value;
  return ref;
}

/** The rich-text editor of a post's HTML, with its toolbar, link and image dialogs. */
export function RichTextEditor({
  textarea,
  labelId,
  describedBy,
  invalid,
  mode,
  onModeChange,
  autoFocus,
  startedInSource,
}: RichTextEditorProps) {
  const editableId = `${textarea.id}-editor`;
  const [dialog, setDialog] = useState<{ kind: "link"; href: string } | { kind: "image" } | null>(null);
  const openLink = useLatest(() => {
    if (!editor) return;
    setDialog({ kind: "link", href: (editor.getAttributes("link").href as string | undefined) ?? "" });
  });
  const attributes = editableAttributes({ id: editableId, labelId, describedBy, invalid });

  const editor = useEditor({
    extensions,
    content: textarea.value,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes,
      handleKeyDown: (_view, event) => {
        if (!(event.metaKey || event.ctrlKey) || event.altKey || event.shiftKey || event.key.toLowerCase() !== "k")
          return false;
        // After the browser's pending selectionchange: a selection just made with the keys is then the editor's.
        setTimeout(() => openLink.current?.(), 0);
        return true;
      },
    },
    // The field follows the editor's every change, and only its changes: opening a post changes nothing.
    onUpdate: ({ editor }) => writeField(textarea, editorHtml(editor)),
  });

  const attributesKey = JSON.stringify(attributes);
  useEffect(() => {
    if (!editor) return;
    editor.setOptions({ editorProps: { ...editor.options.editorProps, attributes: JSON.parse(attributesKey) } });
  }, [editor, attributesKey]);

  useEffect(() => {
    if (!autoFocus) return;
    if (mode === "rich") editor?.commands.focus("end");
    else textarea.focus();
    // Once, when the editor arrives and takes over from the textarea.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const tools = useMemo(
    () =>
      formattingTools({
        link: () => openLink.current?.(),
        image: () => setDialog({ kind: "image" }),
      }),
    [openLink],
  );

  const changeMode = (next: EditorMode) => {
    if (next === "rich") {
      // The source as typed, not in the editor's history: Undo does not bring the old text back.
      editor.chain().setMeta("addToHistory", false).setContent(textarea.value, { emitUpdate: false }).run();
    }
    onModeChange(next);
  };

  const closeDialog = () => setDialog(null);
  const applyLink = (href: string) => {
    closeDialog();
    const { empty } = editor.state.selection;
    if (empty && !editor.isActive("link"))
      editor
        .chain()
        .focus()
        .insertContent({ type: "text", text: href, marks: [{ type: "link", attrs: { href } }] })
        .run();
    else
      editor
        .chain()
        .focus()
        .extendMarkRange("link")
        .setLink({ href })
        // Writing goes on after the link.
        .command(({ tr }) => Boolean(tr.setSelection(TextSelection.near(tr.doc.resolve(tr.selection.to)))))
        .run();
  };
  const removeLink = () => {
    closeDialog();
    editor.chain().focus().extendMarkRange("link").unsetLink().run();
  };
  const insertImage = (image: UploadedImage) => {
    closeDialog();
    editor.chain().focus().setImage(image).run();
  };

  const dropped = mode === "source" ? tagsTheEditorDrops(textarea.value) : [];
  return (
    <>
      <Toolbar editor={editor} mode={mode} tools={tools} onModeChange={changeMode} controls={editableId} />
      {mode === "source" ? (
        <p className="border-b border-border bg-muted/60 px-4 py-2 text-xs text-muted-foreground">
          {startedInSource && dropped.length
            ? `This post uses HTML the editor cannot show (${dropped.map((tag) => `<${tag}>`).join(", ")}), so it opens as HTML: edit it here to keep it.`
            : "Editing the HTML source. Press HTML again to go back to the editor."}
        </p>
      ) : null}
      <div hidden={mode === "source"}>
        <EditorContent editor={editor} />
      </div>
      <LinkDialog
        open={dialog?.kind === "link"}
        href={dialog?.kind === "link" ? dialog.href : ""}
        onApply={applyLink}
        onRemove={removeLink}
        onClose={closeDialog}
      />
      <ImageDialog open={dialog?.kind === "image"} onInsert={insertImage} onClose={closeDialog} />
    </>
  );
}
