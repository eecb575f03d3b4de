import { useId } from "react";
import { useTranslation } from "react-i18next";
import { FieldMessage } from "@/components/ui/field-message";
import { RichTextEditor } from "@/components/editor/rich-text-editor";

/** The story's text: a label, the rich-text editor and its message, wired for screen readers. */
export function StoryBodyField({ value, onChange, error, hint }: { value: string; onChange: (html: string) => void; error?: string; hint?: string }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <span id={`${id}-label`} className="text-sm font-medium text-ink">
        {t("Your story")}
      </span>
      <RichTextEditor labelledBy={`${id}-label`} describedBy={`${id}-message`} invalid={!!error} value={value} onChange={onChange} />
      <FieldMessage id={`${id}-message`} error={error} hint={hint ?? t("Use the buttons to make words bold or italic, add a heading, a list or a link.")} />
    </div>
  );
}
