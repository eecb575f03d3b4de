import { useTranslation } from "react-i18next";

/** Under a control: its error (announced as it appears), else its hint, else nothing. */
export function FieldMessage({ id, error, hint }: { id: string; error?: string; hint?: string }) {
  const { t } = useTranslation();
  // Validation messages are the contracts' English sentences, which are also their catalogue keys.
  if (error)
    return (
      <p id={id} role="alert" className="text-sm text-danger">
        {t(error)}
      </p>
    );
  if (hint)
    return (
      <p id={id} className="text-sm text-ink-muted">
        {hint}
      </p>
    );
  return null;
}
