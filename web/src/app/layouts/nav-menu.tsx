import { useEffect, useId, useRef, useState } from "react";
import { NavLink, useLocation } from "react-router";
import { ChevronDown } from "lucide-react";
import { clsx } from "clsx";
import { useTranslation } from "react-i18next";

export interface MenuLink {
  label: string;
  to: string;
  description?: string;
}

/** The header's main menu: top-level links, some with a dropdown of their own. */
export type MainMenu = (MenuLink & { children?: MenuLink[] })[];

/**
 * A header menu that opens a list of links (disclosure pattern: a button with aria-expanded
 * controlling the list). Closes on Escape, on a click outside and when a link is followed.
 */
export function NavMenu({ label, items }: { label: string; items: MenuLink[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  const active = items.some((i) => location.pathname === i.to || location.pathname.startsWith(`${i.to}/`));

  useEffect(() => setOpen(false), [location.pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") {
        setOpen(false);
        button.current?.focus();
      }
    };
    const onClick = (e: MouseEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("mousedown", onClick);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("mousedown", onClick);
    };
  }, [open]);

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
        className={clsx("flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap hover:bg-surface-alt", active ? "text-primary" : "text-ink")}
      >
        {t(label)} <ChevronDown className={clsx("size-4 transition-transform", open && "rotate-180")} aria-hidden />
      </button>
      <ul id={id} hidden={!open} className="absolute top-full start-0 z-40 mt-1 grid w-72 gap-0.5 rounded-lg border border-line-muted bg-surface p-2 shadow-lg">
        {items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} className={({ isActive }) => clsx("grid rounded-md px-3 py-2 hover:bg-surface-alt", isActive && "bg-primary-light")}>
              <span className="text-sm font-semibold text-ink">{t(item.label)}</span>
              {item.description ? <span className="text-xs text-ink-muted">{t(item.description)}</span> : null}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
