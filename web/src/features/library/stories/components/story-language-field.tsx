import { useTranslation } from "react-i18next";
import { ContentLanguageOptions } from "@/components/forms/content-language-options";
import { FormField } from "@/components/ui/form-field";
import { Select } from "@/components/ui/select";

/** The language the story is written in: readers' browsers and screen readers read it in that language. */
export function StoryLanguageField({ value, onChange, error }: { value: string; onChange: (code: string) => void; error?: string }) {
  const { t } = useTranslation();
  return (
    <FormField label={t("Language")} hint={t("The language your story is written in.")} error={error}>
      <Select value={value} onChange={(e) => onChange(e.target.value)}>
        <ContentLanguageOptions current={value} blank={t("Not given")} />
      </Select>
    </FormField>
  );
}
