import { forwardRef, type ButtonHTMLAttributes } from "react";
import { clsx } from "clsx";
import { ChevronDown, Users } from "lucide-react";
import { useTranslation } from "react-i18next";
import { buttonVariants } from "@/components/ui/button-variants";

/**
 * The "Community" button of the header's account area: the community menu's trigger, and (on its
 * own, without Radix) what the header shows while the menu's code loads, so nothing moves.
 */
export const CommunityTrigger = forwardRef<HTMLButtonElement, ButtonHTMLAttributes<HTMLButtonElement>>(({ className, ...props }, ref) => {
  const { t } = useTranslation();
  return (
    <button ref={ref} className={clsx(buttonVariants({ variant: "outline", size: "sm" }), className)} {...props}>
      <Users aria-hidden /> {t("Community")} <ChevronDown aria-hidden />
    </button>
  );
});
CommunityTrigger.displayName = "CommunityTrigger";
