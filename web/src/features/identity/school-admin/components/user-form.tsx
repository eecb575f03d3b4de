import { useMemo } from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { msg } from "@/lib/i18n";
import { toast } from "@/lib/toast";
import type { AdminUser } from "@contracts/users";
import { paths } from "@/config/paths";
import { errorMessage } from "@/lib/api-client";
import { applyFieldErrors, changedKeys, oneOf, toFormData } from "@/lib/form-data";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { FormActions } from "@/components/ui/form-actions";
import { FormField } from "@/components/ui/form-field";
import { FormSection } from "@/components/ui/form-section";
import { ControlledImageField } from "@/components/ui/image-field";
import { Input } from "@/components/ui/input";
import { PasswordInput } from "@/components/ui/password-input";
import { Select } from "@/components/ui/select";
import { CountryOptions } from "@/components/users/country-options";
import { RoleOptions } from "@/components/users/role-options";
import { useCreateSchoolUser } from "../api/create-user";
import { useUpdateSchoolUser } from "../api/update-user";
import { USER_FORM_FIELDS, loadedUserValues, userFormDefaults, userFormSchema, type UserFormInput, type UserFormOutput } from "./user-form-schema";

export const USER_SAVED_MESSAGES = {
  created: msg("User added successfully!"),
  updated: msg("User updated successfully!"),
  failed: msg("Error saving user. Please try again."),
} as const;

const CREATE_PASSWORD_HINT = msg("Optional. Without a password, someone with an email gets an invitation email to choose one. A student without an email needs a password.");
const AVATAR_FIELD = "avatar";
const EDIT_PASSWORD_HINT = msg("Leave empty to keep the current password. A new password signs the user out everywhere.");

/** Add a member of this school (no `user`) or edit one; an edit sends only the fields that changed. */
export function SchoolUserForm({ user }: { user?: AdminUser }) {
  const { t } = useTranslation();
  const editing = user !== undefined;
  const schema = useMemo(() => userFormSchema(user), [user]);
  const { register, control, handleSubmit, setError, reset, trigger, formState } = useForm<UserFormInput, unknown, UserFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: userFormDefaults(user),
  });
  const { errors, isSubmitting } = formState;
  const role = useWatch({ control, name: "role" });
  const isStudent = role === "student";
  const create = useCreateSchoolUser();
  const update = useUpdateSchoolUser();
  const navigate = useNavigate();

  const onSubmit = async (out: UserFormOutput) => {
    try {
      if (out.mode === "edit" && user) {
        const { password, ...values } = out.values;
        const fields: Record<string, string | boolean | File | null | undefined> = {};
        for (const key of changedKeys(values, loadedUserValues(user))) fields[key] = values[key];
        if (password) fields.password = password;
        if (out.avatar) fields.avatar = out.avatar;
        if (Object.keys(fields).length === 0) {
          toast.info(t("Nothing has changed."));
          return;
        }
        const saved = await update.mutateAsync({ id: user.id, form: toFormData(fields) });
        toast.success(t(USER_SAVED_MESSAGES.updated));
        reset(userFormDefaults(saved));
      } else if (out.mode === "create") {
        await create.mutateAsync(toFormData({ ...out.values, avatar: out.avatar ?? undefined }));
        toast.success(t(USER_SAVED_MESSAGES.created));
        navigate(paths.schoolAdmin.users);
      }
    } catch (err) {
      applyFieldErrors(err, setError, oneOf(USER_FORM_FIELDS));
      toast.error(t(USER_SAVED_MESSAGES.failed), { description: errorMessage(err) });
    }
  };

  // Registered outside the markup: the field names are code, not text.
  const field = { first_name: register("first_name"), last_name: register("last_name"), email: register("email"), username: register("username"), country: register("country"), role: register("role"), password: register("password"), archived: register("archived") };
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-6">
      <FormSection title={t("Profile")} description={t("Name, contact details and picture.")} className="grid-cols-1 items-start md:grid-cols-2">
        <FormField label={t("First name")} error={errors.first_name?.message}>
          <Input autoComplete="off" {...field.first_name} />
        </FormField>
        <FormField label={t("Last name")} error={errors.last_name?.message}>
          <Input autoComplete="off" {...field.last_name} />
        </FormField>
        <FormField label={t("Email")} error={errors.email?.message} hint={isStudent ? t("Optional for students.") : t("Teachers, parents and school admins sign in with their email.")}>
          <Input type="email" autoComplete="off" autoCapitalize="none" {...field.email} />
        </FormField>
        <FormField label={t("Username")} error={errors.username?.message} hint={editing ? t("Students sign in with their username.") : t("Optional. Left empty, one is made from the school and the name.")}>
          <Input autoComplete="off" autoCapitalize="none" {...field.username} />
        </FormField>
        <FormField label={t("Country")} error={errors.country?.message} hint={isStudent ? t("Optional for students.") : undefined}>
          <Select {...field.country}>
            <option value="">{t("Select a country")}</option>
            <CountryOptions />
          </Select>
        </FormField>
        <ControlledImageField control={control} trigger={trigger} name={AVATAR_FIELD} label={t("Avatar")} currentUrl={user?.avatar} />
      </FormSection>

      <FormSection title={t("Access")} description={t("What the user does at the school and how they sign in.")} className="grid-cols-1 items-start md:grid-cols-2">
        <FormField label={t("Role")} error={errors.role?.message}>
          <Select {...field.role}>
            <option value="">{t("Choose a role")}</option>
            <RoleOptions />
          </Select>
        </FormField>
        <FormField label={editing ? t("New password") : t("Password")} error={errors.password?.message} hint={t(editing ? EDIT_PASSWORD_HINT : CREATE_PASSWORD_HINT)}>
          <PasswordInput autoComplete="new-password" {...field.password} />
        </FormField>
        {editing ? (
          <div className="grid content-start gap-3 md:col-span-2">
            <CheckboxField label={t("Archived (cannot sign in)")} error={errors.archived?.message} {...field.archived} />
          </div>
        ) : null}
      </FormSection>

      <FormActions submitting={isSubmitting} submitLabel={editing ? t("Save changes") : t("Add user")} cancelTo={paths.schoolAdmin.users} />
    </form>
  );
}
