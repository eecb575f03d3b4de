import { BookOpen } from "lucide-react";
import { useTranslation } from "react-i18next";
import { formatNumber } from "@/lib/format";
import { msg } from "@/lib/i18n";
import type { ColorField } from "@contracts/tenants";
import { DEFAULT_COLORS } from "../lib/labels";
import { READABLE_CONTRAST, contrastRatio } from "../lib/contrast";
import { pickerHex } from "./color-field";
import { initialOf } from "@contracts/initials";
import { Alert } from "@/components/ui/alert";

const WHITE = "#ffffff";

/** The colours the school's site would use: each valid field, else the platform's default. */
export function effectiveColors(colors: Partial<Record<ColorField, string | null | undefined>>): Record<ColorField, string> {
  const out = { ...DEFAULT_COLORS };
  for (const key of Object.keys(DEFAULT_COLORS) as ColorField[]) out[key] = pickerHex(colors[key]) ?? DEFAULT_COLORS[key];
  // As in styles.css, buttons follow the primary colour unless they have their own.
  if (!pickerHex(colors.button_color)) out.button_color = out.primary_color;
  return out;
}

/** The text-on-colour pairs the preview (and the school's site) draws, by the part of the page they are. */
const TEXT_ON_COLOUR: { part: string; text: (c: Record<ColorField, string>) => string; on: (c: Record<ColorField, string>) => string }[] = [
  { part: msg("The header's text"), text: () => WHITE, on: (c) => c.primary_color },
  { part: msg("The announcement"), text: (c) => c.text_primary_color, on: (c) => c.announcement_color },
  { part: msg("Main text"), text: (c) => c.text_primary_color, on: (c) => c.bg_primary_color },
  { part: msg("Secondary text"), text: (c) => c.text_secondary_color, on: (c) => c.bg_primary_color },
  { part: msg("Muted text"), text: (c) => c.text_muted_color, on: (c) => c.bg_primary_color },
  { part: msg("Buttons"), text: () => WHITE, on: (c) => c.button_color },
  { part: msg("Read book buttons"), text: () => WHITE, on: (c) => c.book_button_color },
];

/** The parts whose text would be hard to read in these colours, with their contrast. */
export function hardToRead(c: Record<ColorField, string>): { part: string; ratio: number }[] {
  return TEXT_ON_COLOUR.map(({ part, text, on }) => ({ part, ratio: contrastRatio(text(c), on(c)) })).filter((p) => p.ratio < READABLE_CONTRAST);
}

/** A miniature of the school's site (header, announcement, card, buttons) in the form's current colours. */
export function TenantPreview({ colors, logoUrl, schoolName }: {
  colors: Partial<Record<ColorField, string | null | undefined>>;
  logoUrl: string | null;
  schoolName: string;
}) {
  const { t } = useTranslation();
  const c = effectiveColors(colors);
  const weak = hardToRead(c);
  const name = schoolName.trim() || t("Your school");
  return (
    <section aria-label={t("Live preview")} className="grid gap-2">
      <h2 className="text-lg font-semibold text-ink">{t("Live preview")}</h2>
      <div className="overflow-hidden rounded-xl border shadow-sm" style={{ borderColor: c.border_muted_color, backgroundColor: c.bg_primary_color }}>
        <div data-testid="preview-header" className="flex items-center gap-3 px-4 py-3" style={{ backgroundColor: c.primary_color, color: WHITE }}>
          {logoUrl ? (
            <img src={logoUrl} alt={t("{{school}} logo", { school: name })} className="size-9 rounded-md bg-white object-contain p-0.5" />
          ) : (
            <span aria-hidden className="flex size-9 items-center justify-center rounded-md bg-white/25 font-bold">
              {initialOf(name)}
            </span>
          )}
          <span className="truncate font-semibold">{name}</span>
          <span className="ms-auto rounded-full px-2 py-0.5 text-xs font-semibold" style={{ backgroundColor: c.primary_color_light, color: c.primary_color_dark }}>
            {t("Library")}
          </span>
        </div>
        <p data-testid="preview-announcement" className="px-4 py-1.5 text-xs font-semibold" style={{ backgroundColor: c.announcement_color, color: c.text_primary_color }}>
          {t("Book week starts on Monday!")}
        </p>
        <div className="grid gap-3 p-4" style={{ backgroundColor: c.bg_secondary_color }}>
          <div data-testid="preview-card" className="grid gap-2 rounded-lg border p-3" style={{ backgroundColor: c.bg_primary_color, borderColor: c.border_primary_color }}>
            <p className="font-semibold" style={{ color: c.text_primary_color }}>
              {t("The Owl Who Loved Stars")}
            </p>
            <p className="text-sm" style={{ color: c.text_secondary_color }}>
              {t("A story by Year 4 Blue")}
            </p>
            <hr style={{ borderColor: c.border_muted_color }} />
            <p className="text-xs" style={{ color: c.text_muted_color }}>
              {t("{{minutes}} min read · {{reactions}} reactions", { minutes: formatNumber(5), reactions: formatNumber(12) })}
            </p>
            <div className="flex flex-wrap gap-2">
              <span data-testid="preview-button" className="inline-flex h-8 items-center rounded-md px-3 text-xs font-semibold text-white" style={{ backgroundColor: c.button_color }}>
                {t("Enrol Now")}
              </span>
              <span data-testid="preview-book-button" className="inline-flex h-8 items-center gap-1 rounded-md px-3 text-xs font-semibold text-white" style={{ backgroundColor: c.book_button_color }}>
                <BookOpen className="size-3.5" aria-hidden /> {t("Read book")}
              </span>
            </div>
          </div>
        </div>
      </div>
      <p className="text-xs text-ink-muted">{t("Empty colours show the platform's defaults.")}</p>
      {weak.length > 0 ? (
        <Alert className="grid gap-1">
          <p className="font-semibold">{t("Some text would be hard to read in these colours:")}</p>
          <ul className="list-disc ps-5">
            {weak.map((w) => (
              <li key={w.part}>{t("{{part}}: contrast {{ratio}} to 1 (at least 4.5 to 1 is readable)", { part: t(w.part), ratio: formatNumber(Math.floor(w.ratio * 10) / 10, { minimumFractionDigits: 1, maximumFractionDigits: 1 }) })}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
    </section>
  );
}
