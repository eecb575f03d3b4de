import { useTranslation } from "react-i18next";
import { useEffect, useState } from "react";
import { Check, Copy } from "lucide-react";
import { toast } from "@/lib/toast";
import { Button, type ButtonProps } from "./button";

/** Copies `value` to the clipboard; `label` names what is copied for screen readers ("Copy class code"). */
export function CopyButton({ value, label, children, ...props }: Omit<ButtonProps, "onClick" | "value"> & { value: string; label: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      toast.success(t("Copied to the clipboard."));
    } catch {
      toast.error(t("Could not copy. Select the text and copy it by hand."));
    }
  };
  return (
    <Button type="button" variant="outline" size={children ? "sm" : "icon"} aria-label={children ? undefined : label} title={label} onClick={() => void copy()} {...props}>
      {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
      {children}
      <span className="sr-only" aria-live="polite">
        {copied ? t("Copied") : ""}
      </span>
    </Button>
  );
}
