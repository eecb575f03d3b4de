import { useAtom, useAtomValue } from "jotai";
import { DropdownMenu } from "radix-ui";
import { ChevronDown, Lock } from "lucide-react";
import { useTranslation } from "react-i18next";
import { msg } from "@/lib/i18n";
import { userAtom } from "@/lib/session";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { useModes } from "./api";
import { effectiveMode, rememberMode, selectedModeIdAtom } from "./state";

export const EMPTY_MODES_MESSAGE = msg("You need to log in to load the categories.");

/** The Switchboard "Change Modes" picker: locked modes are blurred and cannot be chosen. */
export function ModePicker() {
  const { t } = useTranslation();
  const user = useAtomValue(userAtom);
  const { data: modes = [] } = useModes(!!user);
  const [chosen, setChosen] = useAtom(selectedModeIdAtom);
  const current = effectiveMode(modes, chosen);

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <Button variant="outline" size="sm">
          {current ? <span className="sr-only">{t("Change Modes, current mode:")}</span> : null}{" "}
          <span className="max-w-32 truncate">{current ? current.name : t("Change Modes")}</span>
          <ChevronDown aria-hidden />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={6} className="z-50 min-w-56 rounded-lg border border-line-muted bg-surface p-1 shadow-lg">
          <DropdownMenu.Label className="px-3 py-2 text-xs font-semibold tracking-wide text-ink-muted uppercase">{t("Change Modes")}</DropdownMenu.Label>
          {modes.length === 0 ? (
            <p className="px-3 py-2 text-sm text-ink-muted">{t(EMPTY_MODES_MESSAGE)}</p>
          ) : (
            modes.map((mode) => {
              const disabled = mode.locked || !mode.active;
              return (
                <DropdownMenu.Item
                  key={mode.id}
                  disabled={disabled}
                  onSelect={() => {
                    rememberMode(mode.id);
                    setChosen(mode.id);
                  }}
                  className={cn(
                    "flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm outline-none data-[highlighted]:bg-surface-alt",
                    disabled && "cursor-not-allowed",
                    current?.id === mode.id && "font-semibold text-primary",
                  )}
                >
                  {mode.image ? <img src={mode.image} alt="" className={cn("size-6 rounded", mode.locked && "blur-[2px]")} /> : null}
                  <span className={cn(mode.locked && "blur-[1.5px] select-none")}>{mode.name}</span>
                  {mode.locked ? <Lock className="ms-auto size-3.5 text-ink-muted" aria-label={t("Locked")} /> : null}
                </DropdownMenu.Item>
              );
            })
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
