import { useId } from "react";
import { FieldMessage } from "@/components/ui/field-message";
import { RichTextEditor } from "@/components/editor/rich-text-editor";

/** The story's text: a label, the rich-text editor and its message, wired for screen readers. */
export function StoryBodyField({ value, onChange, error, hint = "Use the buttons to make words bold or italic, add a heading, a list or a link." }: { value: string; onChange: (html: string) => void; error?: string; hint?: string }) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <span id={`${id}-label`} className="text-sm font-medium text-ink">
        Your story
      </span>
      <RichTextEditor labelledBy={`${id}-label`} describedBy={`${id}-message`} invalid={!!error} value={value} onChange={onChange} />
      <FieldMessage id={`${id}-message`} error={error} hint={hint} />
    </div>
  );
}
