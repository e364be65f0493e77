import { type Editor, useEditorState } from "@tiptap/react";
import { useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from "react";

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

/** The editor shows its text (rich) or the field's HTML (source). */
export type EditorMode = "rich" | "source";

// The post editor's toolbar: its tools, their state in the selection, and the WAI-ARIA toolbar
// pattern (one Tab stop, arrow keys within). Only the editor's lazily loaded chunk imports it.

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

export function formattingTools(open: { link: () => void; image: () => void }): Tool[] {
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

export function Toolbar({
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
