import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { invitationInputSchema } from "@contracts/people";
import { ApiError, errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { useInvite } from "../api/invitations";

/** The form holds the children as one text field (usernames separated by spaces or commas). */
interface FormValues {
  email: string;
  role: "teacher" | "school_admin" | "parent";
  first_name: string;
  last_name: string;
  children: string;
}
const FIELDS = ["email", "role", "first_name", "last_name", "children"] as const;
const toInput = (v: FormValues) => ({ ...v, children: v.children.split(/[\s,;]+/).filter(Boolean) });

/** Invite one teacher, school admin or parent (a parent with their children's usernames). */
export function InviteForm() {
  const { t } = useTranslation();
  const invite = useInvite();
  const { register, handleSubmit, watch, reset, setError, formState: { errors } } = useForm<FormValues>({
    defaultValues: { email: "", role: "teacher", first_name: "", last_name: "", children: "" },
  });
  const role = watch("role");
  const submit = handleSubmit((values) => {
    // The same contract the Worker validates with, so the messages are the server's.
    const checked = invitationInputSchema.safeParse(toInput(values));
    if (!checked.success) {
      checked.error.issues.forEach((issue, i) => {
        const field = FIELDS.find((f) => f === issue.path[0]);
        if (field) setError(field, { message: issue.message }, { shouldFocus: i === 0 });
      });
      return;
    }
    invite.mutate(checked.data, {
      onSuccess: (out) => {
        toast.success(t("Invitation sent to {{email}}", { email: out.email }));
        reset();
      },
      onError: (err) => {
        if (!(err instanceof ApiError)) return toast.error(errorMessage(err));
        let marked = false;
        for (const field of FIELDS) {
          const message = err.fields[field]?.[0];
          if (!message) continue;
          setError(field, { message }, { shouldFocus: !marked });
          marked = true;
        }
        if (!marked) toast.error(errorMessage(err));
      },
    });
  });
  // Registered outside the markup: the field names are code, not text.
  const field = { email: register("email"), role: register("role"), first_name: register("first_name"), last_name: register("last_name"), children: register("children") };
  return (
    <form onSubmit={submit} noValidate className="grid gap-4 md:grid-cols-2" aria-label={t("Invite one person")}>
      <FormField label={t("Email")} error={errors.email?.message}>
        <Input type="email" autoComplete="off" {...field.email} />
      </FormField>
      <FormField label={t("Role")} error={errors.role?.message}>
        <Select {...field.role}>
          <option value="teacher">{t("Teacher")}</option>
          <option value="school_admin">{t("School admin")}</option>
          <option value="parent">{t("Parent")}</option>
        </Select>
      </FormField>
      <FormField label={t("First name")} error={errors.first_name?.message}>
        <Input autoComplete="off" {...field.first_name} />
      </FormField>
      <FormField label={t("Last name")} error={errors.last_name?.message}>
        <Input autoComplete="off" {...field.last_name} />
      </FormField>
      {role === "parent" ? (
        <div className="md:col-span-2">
          <FormField label={t("Children's usernames")} hint={t("The student usernames of this parent's children, separated by spaces or commas (e.g. greenfield.student01).")} error={errors.children?.message}>
            <Input autoComplete="off" {...field.children} />
          </FormField>
        </div>
      ) : null}
      <div className="md:col-span-2">
        <Button type="submit" disabled={invite.isPending}>
          {invite.isPending ? t("Sending…") : t("Send invitation")}
        </Button>
      </div>
    </form>
  );
}
