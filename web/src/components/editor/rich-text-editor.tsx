import { useTranslation } from "react-i18next";
import { msg } from "@/lib/i18n";
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { Bold, Heading2, Italic, Link2, List, ListOrdered } from "lucide-react";
import { cn } from "@/lib/cn";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { cleanPastedHtml, isAllowedLink, normaliseEditorHtml, textAsHtml } from "./editor-html";
import { PROSE as STORY_PROSE } from "@/lib/prose";

type Command = "bold" | "italic" | "insertUnorderedList" | "insertOrderedList";
const STATE_COMMANDS: Command[] = ["bold", "italic", "insertUnorderedList", "insertOrderedList"];
const LINK_MESSAGE = msg("Enter a web address starting with https:// (or mailto:)");

/** document.execCommand is deprecated but remains the only editing API every browser has for contentEditable. */
function exec(command: string, value?: string) {
  if (typeof document.execCommand === "function") document.execCommand(command, false, value);
}
const queryState = (command: string) => (typeof document.queryCommandState === "function" ? document.queryCommandState(command) : false);
const queryBlock = () => (typeof document.queryCommandValue === "function" ? document.queryCommandValue("formatBlock").toLowerCase() : "");

interface RichTextEditorProps {
  /** Id of the element that names the editor (its label). */
  labelledBy: string;
  describedBy?: string;
  invalid?: boolean;
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
}

/**
 * A small rich-text editor in the shadcn style on contentEditable: bold, italic, heading, lists
 * and links. It reports markup already mapped onto the tags the server keeps (lib/editor-html).
 */
export function RichTextEditor({ labelledBy, describedBy, invalid, value, onChange, onBlur }: RichTextEditorProps) {
  const { t } = useTranslation();
  const editor = useRef<HTMLDivElement>(null);
  const emitted = useRef<string | null>(null);
  const savedRange = useRef<Range | null>(null);
  const [active, setActive] = useState<Record<string, boolean>>({});
  const [linkOpen, setLinkOpen] = useState(false);
  const [link, setLink] = useState("https://");
  const [linkError, setLinkError] = useState<string | undefined>();

  // Only a value from outside (loading a story) replaces the content; echoing our own edits would move the caret.
  useEffect(() => {
    if (editor.current && value !== emitted.current) {
      editor.current.innerHTML = value;
      emitted.current = value;
    }
  }, [value]);

  const emit = useCallback(() => {
    if (!editor.current) return;
    const html = normaliseEditorHtml(editor.current.innerHTML);
    emitted.current = html;
    onChange(html);
  }, [onChange]);

  const refreshActive = useCallback(() => {
    const selection = document.getSelection();
    if (!editor.current || !selection?.anchorNode || !editor.current.contains(selection.anchorNode)) return;
    const next: Record<string, boolean> = { heading: queryBlock() === "h2" };
    for (const c of STATE_COMMANDS) next[c] = queryState(c);
    setActive(next);
  }, []);

  useEffect(() => {
    document.addEventListener("selectionchange", refreshActive);
    return () => document.removeEventListener("selectionchange", refreshActive);
  }, [refreshActive]);

  const run = (command: string, arg?: string) => {
    editor.current?.focus();
    exec(command, arg);
    emit();
    refreshActive();
  };

  const openLink = () => {
    const selection = document.getSelection();
    savedRange.current = selection && selection.rangeCount > 0 && editor.current?.contains(selection.anchorNode) ? selection.getRangeAt(0).cloneRange() : null;
    setLinkError(undefined);
    setLinkOpen(true);
  };

  const addLink = () => {
    const href = link.trim();
    if (!isAllowedLink(href)) {
      setLinkError(LINK_MESSAGE);
      return;
    }
    editor.current?.focus();
    const selection = document.getSelection();
    if (savedRange.current && selection) {
      selection.removeAllRanges();
      selection.addRange(savedRange.current);
    }
    // With nothing selected, the address itself becomes the link's text.
    if (!selection || selection.isCollapsed) exec("insertHTML", `<a href="${href.replace(/"/g, "&quot;")}">${href.replace(/</g, "&lt;")}</a>`);
    else exec("createLink", href);
    emit();
    setLinkOpen(false);
    setLink("https://");
  };

  const onLinkKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "Enter") {
      e.preventDefault();
      addLink();
    } else if (e.key === "Escape") {
      e.preventDefault();
      setLinkOpen(false);
      editor.current?.focus();
    }
  };

  return (
    <div className={cn("overflow-hidden rounded-md border bg-surface focus-within:border-primary", invalid ? "border-danger" : "border-line-muted")}>
      <div role="toolbar" aria-label={t("Formatting")} className="flex flex-wrap gap-1 border-b border-line-muted bg-surface-alt p-1">
        <ToolButton label={t("Bold")} pressed={active.bold} onClick={() => run("bold")}>
          <Bold aria-hidden />
        </ToolButton>
        <ToolButton label={t("Italic")} pressed={active.italic} onClick={() => run("italic")}>
          <Italic aria-hidden />
        </ToolButton>
        <ToolButton label={t("Heading")} pressed={active.heading} onClick={() => run("formatBlock", active.heading ? "<p>" : "<h2>")}>
          <Heading2 aria-hidden />
        </ToolButton>
        <ToolButton label={t("Bulleted list")} pressed={active.insertUnorderedList} onClick={() => run("insertUnorderedList")}>
          <List aria-hidden />
        </ToolButton>
        <ToolButton label={t("Numbered list")} pressed={active.insertOrderedList} onClick={() => run("insertOrderedList")}>
          <ListOrdered aria-hidden />
        </ToolButton>
        <ToolButton label={t("Link")} pressed={linkOpen} onClick={openLink}>
          <Link2 aria-hidden />
        </ToolButton>
      </div>
      {linkOpen ? (
        <div className="grid gap-1 border-b border-line-muted p-2">
          <label htmlFor={`${labelledBy}-link`} className="text-sm font-medium text-ink">
            {t("Link address")}
          </label>
          <div className="flex flex-wrap gap-2">
            <Input
              id={`${labelledBy}-link`}
              type="url"
              value={link}
              autoFocus
              onChange={(e) => setLink(e.target.value)}
              onKeyDown={onLinkKey}
              aria-invalid={linkError ? true : undefined}
              aria-describedby={linkError ? `${labelledBy}-link-error` : undefined}
              className="min-w-0 flex-1"
            />
            <Button type="button" size="sm" className="h-10" onClick={addLink}>
              {t("Add link")}
            </Button>
            <Button type="button" size="sm" variant="outline" className="h-10" onClick={() => setLinkOpen(false)}>
              {t("Cancel")}
            </Button>
          </div>
          {linkError ? (
            <p id={`${labelledBy}-link-error`} role="alert" className="text-sm text-danger">
              {t(linkError)}
            </p>
          ) : null}
        </div>
      ) : null}
      <div
        ref={editor}
        role="textbox"
        aria-multiline="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        aria-invalid={invalid ? true : undefined}
        contentEditable
        suppressContentEditableWarning
        tabIndex={0}
        onFocus={() => exec("defaultParagraphSeparator", "p")}
        onInput={emit}
        onPaste={(event) => {
          // What is pasted is cut down to what the story keeps before it goes in (editor-html.ts).
          const html = event.clipboardData.getData("text/html");
          const text = event.clipboardData.getData("text/plain");
          if (!html && !text) return;
          event.preventDefault();
          exec("insertHTML", html ? cleanPastedHtml(html) : textAsHtml(text));
          emit();
        }}
        onBlur={onBlur}
        onKeyUp={refreshActive}
        onMouseUp={refreshActive}
        className={cn("min-h-64 px-4 py-3 outline-none", STORY_PROSE)}
      />
    </div>
  );
}

function ToolButton({ label, pressed, onClick, children }: { label: string; pressed?: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      aria-label={label}
      title={label}
      aria-pressed={pressed ?? false}
      // Keep the editor's selection: a toolbar click must not move focus before the command runs.
      onMouseDown={(e) => e.preventDefault()}
      onClick={onClick}
      className="size-9 aria-pressed:bg-primary-light aria-pressed:text-primary-dark"
    >
      {children}
    </Button>
  );
}
