import { useState } from "react";
import { homeLearningCodeSchema } from "@contracts/people";
import { ApiError, errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { useLinkChild } from "../api/parents";

/** A parent types the home-learning code from the card their child's teacher gave them. */
export function LinkChildForm() {
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
        toast.success(`${child.first_name} is now linked to your account.`);
        setCode("");
      },
      onError: (err) => setError(err instanceof ApiError ? (err.fields.code?.[0] ?? err.message) : errorMessage(err)),
    });
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-end" aria-label="Link a child">
      <div className="grow">
        <FormField label="Home-learning code" hint="8 letters and digits, from the card your child's teacher gave you." error={error}>
          <Input value={code} onChange={(e) => setCode(e.target.value)} autoComplete="off" autoCapitalize="characters" spellCheck={false} />
        </FormField>
      </div>
      <Button type="submit" disabled={link.isPending}>
        {link.isPending ? "Linking…" : "Link my child"}
      </Button>
    </form>
  );
}
