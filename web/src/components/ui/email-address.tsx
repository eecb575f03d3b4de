/**
 * An email address that may wrap in a narrow cell: it breaks after the "@" and before a dot first
 * ("amara.adams@" / "greenfield.example.org"), and mid-name only when a part alone is wider than
 * the cell (break-all cut "greenfield.exa" / "mple.org" on a phone).
 */
export function EmailAddress({ email, className }: { email: string; className?: string }) {
  const parts = email.split(/(?=\.)|(?<=@)/);
  return (
    // The parts stay text of this one element (only <wbr>s between them), so it reads and copies as one address.
    <span className={`wrap-anywhere ${className ?? ""}`}>{parts.flatMap((part, i) => (i === 0 ? [part] : [<wbr key={i} />, part]))}</span>
  );
}
