import { useState } from "react";
import { useTranslation } from "react-i18next";
import { homeLearningCodeSchema } from "@contracts/people";
import { ApiError, errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { useLinkChild } from "../api/parents";

/** A parent types the home-learning code from the card their child's teacher gave them. */
export function LinkChildForm() {
  const { t } = useTranslation();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | undefined>();
  const link = useLinkChild();
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const checked = homeLearningCodeSchema.safeParse({ code });
    if (!checked.success) return setError(checked.error.issues[0]?.message);
    setError(undefined);
    link.mutate(checked.data.code, {
      onSuccess: (child) => {
        toast.success(t("{{name}} is now linked to your account.", { name: child.first_name }));
        setCode("");
      },
      onError: (err) => setError(err instanceof ApiError ? (err.fields.code?.[0] ?? err.message) : errorMessage(err)),
    });
  };
  return (
    // Side by side from sm up, the button level with the box (not with the hint under it): its top is the label's line and the gap below it (20 + 6 px).
    <form onSubmit={submit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start" aria-label={t("Link a child")}>
      <div className="grow">
        <FormField label={t("Home-learning code")} hint={t("8 letters and digits, from the card your child's teacher gave you.")} error={error}>
          <Input value={code} onChange={(e) => setCode(e.target.value)} autoComplete="off" autoCapitalize="characters" spellCheck={false} />
        </FormField>
      </div>
      <Button type="submit" className="sm:mt-6.5 pointer-coarse:min-h-11" disabled={link.isPending}>
        {link.isPending ? t("Linking…") : t("Link my child")}
      </Button>
    </form>
  );
}
