import { forwardRef } from "react";
import { ChevronDown, Users } from "lucide-react";
import { Button, type ButtonProps } from "@/components/ui/button";

/**
 * The "Community" button of the header's account area: the community menu's trigger, and (on its
 * own, without Radix) what the header shows while the menu's code loads, so nothing moves.
 */
export const CommunityTrigger = forwardRef<HTMLButtonElement, ButtonProps>((props, ref) => (
  <Button ref={ref} variant="outline" size="sm" {...props}>
    <Users aria-hidden /> Community <ChevronDown aria-hidden />
  </Button>
));
CommunityTrigger.displayName = "CommunityTrigger";
