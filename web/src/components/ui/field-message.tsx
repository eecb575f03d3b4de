/** Under a control: its error (announced as it appears), else its hint, else nothing. */
export function FieldMessage({ id, error, hint }: { id: string; error?: string; hint?: string }) {
  if (error)
    return (
      <p id={id} role="alert" className="text-sm text-danger">
        {error}
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
