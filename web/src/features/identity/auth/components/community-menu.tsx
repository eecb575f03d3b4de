import { useNavigate } from "react-router";
import { DropdownMenu } from "radix-ui";
import { LogOut, Users } from "lucide-react";
import { useTranslation } from "react-i18next";
import { msg } from "@/lib/i18n";
import { paths } from "@/config/paths";
import { Button } from "@/components/ui/button";
import { CommunityTrigger } from "./community-trigger";

export const COMMUNITY_SIGNED_IN_NOTE = msg("Signed in with your school's community password.");

/**
 * The header's account area for a community visitor (the school's shared password: no profile, no
 * dashboard). Logout goes through /logout like everyone's, which ends the community cookie too.
 * In the phone menu (`inPanel`) it is a note and a button, since the panel closes on any click.
 * `defaultOpen`: opened at once (the header's stand-in trigger was clicked while this loaded).
 */
export function CommunityMenu({ inPanel = false, defaultOpen = false }: { inPanel?: boolean; defaultOpen?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = () => navigate(paths.logout);

  if (inPanel) {
    return (
      <>
        <p className="flex items-center gap-2 text-sm text-ink-muted">
          <Users className="size-4 shrink-0" aria-hidden /> {t(COMMUNITY_SIGNED_IN_NOTE)}
        </p>
        <Button variant="outline" size="sm" className="pointer-coarse:min-h-11" onClick={logout}>
          <LogOut aria-hidden /> {t("Logout")}
        </Button>
      </>
    );
  }

  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger asChild>
        <CommunityTrigger />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={6} className="z-50 w-64 rounded-lg border border-line-muted bg-surface p-1 shadow-lg">
          <DropdownMenu.Label className="px-3 py-2 text-sm text-ink-muted">{t(COMMUNITY_SIGNED_IN_NOTE)}</DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-line-muted" />
          <DropdownMenu.Item
            onSelect={logout}
            className="flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm font-medium outline-none data-[highlighted]:bg-surface-alt"
          >
            <LogOut className="size-4" aria-hidden /> {t("Logout")}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
