import Image from "@tiptap/extension-image";
import { TextSelection } from "@tiptap/pm/state";
import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import {
  useEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from "react";

import { tagsTheEditorDrops } from "~/lib/editor-html";

import { ImageDialog, LinkDialog, type UploadedImage } from "./editor-dialogs";
import {
  BoldIcon,
  BulletListIcon,
  CodeBlockIcon,
  Heading2Icon,
  Heading3Icon,
  ImageIcon,
  InlineCodeIcon,
  ItalicIcon,
  LinkIcon,
  NumberedListIcon,
  ParagraphIcon,
  QuoteIcon,
  RedoIcon,
  SourceIcon,
  UndoIcon,
} from "./editor-icons";

// The post editor: Tiptap over the field's textarea (see rich-text-field.tsx, which imports this
// module once the page is hydrated; a `.client` module is an empty one in the server build).

export type EditorMode = "rich" | "source";

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

const isMac = typeof navigator !== "undefined" && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

/** A shortcut ("Mod-Shift-z") as the button's title shows it and as aria-keyshortcuts says it. */
function describeKeys(keys: string) {
  const parts = keys.split("-").map((part) => (part.length === 1 ? part.toUpperCase() : part));
  const names = { Mod: isMac ? "⌘" : "Ctrl", Alt: isMac ? "⌥" : "Alt", Shift: isMac ? "⇧" : "Shift" } as const;
  const aria = { Mod: isMac ? "Meta" : "Control", Alt: "Alt", Shift: "Shift" } as const;
  return {
    shown: parts.map((part) => names[part as keyof typeof names] ?? part).join(isMac ? "" : "+"),
    aria: parts.map((part) => aria[part as keyof typeof aria] ?? part).join("+"),
  };
}

type ToolbarState = ReturnType<typeof readToolbarState>;

function readToolbarState(editor: Editor) {
  return {
    h2: editor.isActive("heading", { level: 2 }),
    h3: editor.isActive("heading", { level: 3 }),
    // A paragraph of its own: the paragraphs inside a list or a quote show as the list or the quote.
    paragraph:
      editor.isActive("paragraph") &&
      !editor.isActive("bulletList") &&
      !editor.isActive("orderedList") &&
      !editor.isActive("blockquote"),
    bold: editor.isActive("bold"),
    italic: editor.isActive("italic"),
    link: editor.isActive("link"),
    bulletList: editor.isActive("bulletList"),
    orderedList: editor.isActive("orderedList"),
    blockquote: editor.isActive("blockquote"),
    code: editor.isActive("code"),
    codeBlock: editor.isActive("codeBlock"),
    canUndo: editor.can().undo(),
    canRedo: editor.can().redo(),
  };
}

type Tool = {
  label: string;
  icon: ReactNode;
  keys?: string;
  /** Shown as pressed (a toggle) when it says so; undefined for actions. */
  pressed?: (state: ToolbarState) => boolean;
  enabled?: (state: ToolbarState) => boolean;
  /** Before a separator. */
  groupEnd?: boolean;
  run: (editor: Editor, focus: boolean) => void;
};

/** A command chain that gives the focus back to the text when the button was clicked (not pressed by key). */
const chain = (editor: Editor, focus: boolean) => (focus ? editor.chain().focus() : editor.chain());

function formattingTools(open: { link: () => void; image: () => void }): Tool[] {
  return [
    {
      label: "Heading 2",
      icon: <Heading2Icon />,
      keys: "Mod-Alt-2",
      pressed: (state) => state.h2,
      run: (editor, focus) => chain(editor, focus).toggleHeading({ level: 2 }).run(),
    },
    {
      label: "Heading 3",
      icon: <Heading3Icon />,
      keys: "Mod-Alt-3",
      pressed: (state) => state.h3,
      run: (editor, focus) => chain(editor, focus).toggleHeading({ level: 3 }).run(),
    },
    {
      label: "Paragraph",
      icon: <ParagraphIcon />,
      keys: "Mod-Alt-0",
      pressed: (state) => state.paragraph,
      groupEnd: true,
      run: (editor, focus) => chain(editor, focus).setParagraph().run(),
    },
    {
      label: "Bold",
      icon: <BoldIcon />,
      keys: "Mod-b",
      pressed: (state) => state.bold,
      run: (editor, focus) => chain(editor, focus).toggleBold().run(),
    },
    {
      label: "Italic",
      icon: <ItalicIcon />,
      keys: "Mod-i",
      pressed: (state) => state.italic,
      run: (editor, focus) => chain(editor, focus).toggleItalic().run(),
    },
    {
      label: "Link",
      icon: <LinkIcon />,
      keys: "Mod-k",
      pressed: (state) => state.link,
      run: open.link,
    },
    {
      label: "Inline code",
      icon: <InlineCodeIcon />,
      keys: "Mod-e",
      pressed: (state) => state.code,
      groupEnd: true,
      run: (editor, focus) => chain(editor, focus).toggleCode().run(),
    },
    {
      label: "Bullet list",
      icon: <BulletListIcon />,
      keys: "Mod-Shift-8",
      pressed: (state) => state.bulletList,
      run: (editor, focus) => chain(editor, focus).toggleBulletList().run(),
    },
    {
      label: "Numbered list",
      icon: <NumberedListIcon />,
      keys: "Mod-Shift-7",
      pressed: (state) => state.orderedList,
      run: (editor, focus) => chain(editor, focus).toggleOrderedList().run(),
    },
    {
      label: "Quote",
      icon: <QuoteIcon />,
      keys: "Mod-Shift-b",
      pressed: (state) => state.blockquote,
      run: (editor, focus) => chain(editor, focus).toggleBlockquote().run(),
    },
    {
      label: "Code block",
      icon: <CodeBlockIcon />,
      keys: "Mod-Alt-c",
      pressed: (state) => state.codeBlock,
      run: (editor, focus) => chain(editor, focus).toggleCodeBlock().run(),
    },
    { label: "Image", icon: <ImageIcon />, groupEnd: true, run: open.image },
    {
      label: "Undo",
      icon: <UndoIcon />,
      keys: "Mod-z",
      enabled: (state) => state.canUndo,
      run: (editor, focus) => chain(editor, focus).undo().run(),
    },
    {
      label: "Redo",
      icon: <RedoIcon />,
      keys: "Mod-Shift-z",
      enabled: (state) => state.canRedo,
      run: (editor, focus) => chain(editor, focus).redo().run(),
    },
  ];
}

const BUTTON =
  "inline-flex h-9 min-w-9 shrink-0 items-center justify-center gap-1.5 rounded-md px-1.5 text-sm lg:h-[30px] lg:min-w-[30px] font-medium text-muted-foreground transition-colors hover:bg-muted hover:text-foreground focus-visible:ring-offset-0 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent aria-pressed:bg-primary/10 aria-pressed:text-primary";

function ToolbarButton({
  tool,
  state,
  disabled,
  tabbable,
  buttonRef,
  onFocus,
  onRun,
}: {
  tool: Tool;
  state: ToolbarState;
  disabled: boolean;
  tabbable: boolean;
  buttonRef: (button: HTMLButtonElement | null) => void;
  onFocus: () => void;
  onRun: (focusText: boolean) => void;
}) {
  const keys = tool.keys ? describeKeys(tool.keys) : null;
  return (
    <button
      ref={buttonRef}
      type="button"
      className={BUTTON}
      tabIndex={tabbable ? 0 : -1}
      aria-label={tool.label}
      title={keys ? `${tool.label} (${keys.shown})` : tool.label}
      aria-keyshortcuts={keys?.aria}
      aria-pressed={tool.pressed ? tool.pressed(state) : undefined}
      disabled={disabled}
      onFocus={onFocus}
      // A click keeps the text's focus and selection; the command then works on them.
      onMouseDown={(event: MouseEvent) => event.preventDefault()}
      // detail is 0 for a click made with Enter or Space: the focus then stays in the toolbar.
      onClick={(event) => onRun(event.detail !== 0)}
    >
      {tool.icon}
    </button>
  );
}

/** Roving tabindex over the toolbar's enabled buttons: one Tab stop, arrows, Home and End move within it. */
function useRovingFocus(count: number, enabled: (index: number) => boolean) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const [current, setCurrent] = useState(0);
  const usable = Array.from({ length: count }, (_, index) => index).filter(enabled);
  const tabbable = usable.includes(current) ? current : (usable[0] ?? 0);
  const onKeyDown = (event: KeyboardEvent) => {
    const at = usable.indexOf(tabbable);
    const next = {
      ArrowRight: usable[(at + 1) % usable.length],
      ArrowLeft: usable[(at - 1 + usable.length) % usable.length],
      Home: usable[0],
      End: usable[usable.length - 1],
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setCurrent(next);
    buttons.current[next]?.focus();
  };
  return { buttons, tabbable, setCurrent, onKeyDown };
}

function Toolbar({
  editor,
  mode,
  tools,
  onModeChange,
  controls,
}: {
  editor: Editor;
  mode: EditorMode;
  tools: Tool[];
  onModeChange: (mode: EditorMode) => void;
  controls: string;
}) {
  const state = useEditorState({ editor, selector: ({ editor }) => readToolbarState(editor) });
  const source = mode === "source";
  // The formatting buttons, then the HTML source toggle (always usable).
  const enabled = (index: number) =>
    index === tools.length || (!source && (tools[index]!.enabled ? tools[index]!.enabled(state) : true));
  const roving = useRovingFocus(tools.length + 1, enabled);

  return (
    <div
      role="toolbar"
      aria-label="Formatting"
      aria-controls={controls}
      className="flex flex-wrap items-center gap-0.5 border-b border-border bg-card p-1.5"
      onKeyDown={roving.onKeyDown}
    >
      {tools.map((tool, index) => (
        <span key={tool.label} className="contents">
          <ToolbarButton
            tool={tool}
            state={state}
            disabled={!enabled(index)}
            tabbable={roving.tabbable === index}
            buttonRef={(button) => {
              roving.buttons.current[index] = button;
            }}
            onFocus={() => roving.setCurrent(index)}
            onRun={(focusText) => tool.run(editor, focusText)}
          />
          {tool.groupEnd ? <span aria-hidden="true" className="mx-0.5 h-5 w-px shrink-0 bg-border" /> : null}
        </span>
      ))}
      <button
        ref={(button) => {
          roving.buttons.current[tools.length] = button;
        }}
        type="button"
        className={`${BUTTON} ml-auto px-2`}
        tabIndex={roving.tabbable === tools.length ? 0 : -1}
        aria-pressed={source}
        aria-label="HTML source"
        title="HTML source"
        onFocus={() => roving.setCurrent(tools.length)}
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => onModeChange(source ? "rich" : "source")}
      >
        <SourceIcon />
        <span aria-hidden="true">HTML</span>
      </button>
    </div>
  );
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
