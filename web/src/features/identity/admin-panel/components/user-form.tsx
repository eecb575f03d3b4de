import { useMemo } from "react";
import { useForm } from "react-hook-form";
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
import { useCreateUser } from "../api/create-user";
import { useUpdateUser } from "../api/update-user";
import { useTenantOptions } from "../api/get-tenants";
import { TenantOptions } from "./tenant-options";
import { USER_FORM_FIELDS, userFormDefaults, userFormSchema, type UserFormInput, type UserFormOutput } from "./user-form-schema";

export const USER_SAVED_MESSAGES = {
  created: msg("User added successfully!"),
  updated: msg("User updated successfully!"),
  failed: msg("Error saving user. Please try again."),
} as const;

const AVATAR_FIELD = "avatar";

/** The fields of a loaded user as the form compares them (null means "no value"). */
const loadedValues = (u: AdminUser) => ({
  first_name: u.first_name,
  last_name: u.last_name,
  email: u.email,
  username: u.username,
  country: u.country,
  role: u.role,
  tenant: u.tenant,
  is_staff: u.is_staff,
  archived: u.archived,
});

/** Add a user (no `user`) or edit one; an edit sends only the fields that changed. */
export function UserForm({ user }: { user?: AdminUser }) {
  const { t } = useTranslation();
  const editing = user !== undefined;
  const schema = useMemo(() => userFormSchema(user), [user]);
  const { register, control, handleSubmit, setError, reset, trigger, formState } = useForm<UserFormInput, unknown, UserFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: userFormDefaults(user),
  });
  const { errors, isSubmitting } = formState;
  const tenants = useTenantOptions();
  const create = useCreateUser();
  const update = useUpdateUser();
  const navigate = useNavigate();

  const onSubmit = async ({ avatar, password, ...values }: UserFormOutput) => {
    try {
      if (user) {
        const fields: Record<string, string | boolean | File | null | undefined> = {};
        for (const key of changedKeys(values, loadedValues(user))) fields[key] = values[key];
        if (password) fields.password = password;
        if (avatar) fields.avatar = avatar;
        if (Object.keys(fields).length === 0) {
          toast.info(t("Nothing has changed."));
          return;
        }
        const saved = await update.mutateAsync({ id: user.id, form: toFormData(fields) });
        toast.success(t(USER_SAVED_MESSAGES.updated));
        reset(userFormDefaults(saved));
      } else {
        const { archived: _archived, tenant, ...rest } = values;
        await create.mutateAsync(toFormData({ ...rest, tenant: tenant || undefined, password, avatar: avatar ?? undefined }));
        toast.success(t(USER_SAVED_MESSAGES.created));
        navigate(paths.adminPanel.allUsers);
      }
    } catch (err) {
      applyFieldErrors(err, setError, oneOf(USER_FORM_FIELDS));
      toast.error(t(USER_SAVED_MESSAGES.failed), { description: errorMessage(err) });
    }
  };

  // Registered outside the markup: the field names are code, not text.
  const field = { first_name: register("first_name"), last_name: register("last_name"), email: register("email"), username: register("username"), country: register("country"), role: register("role"), tenant: register("tenant"), password: register("password"), is_staff: register("is_staff"), archived: register("archived") };
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-6">
      <FormSection title={t("Profile")} description={t("Name, contact details and picture.")} className="md:grid-cols-2">
        <FormField label={t("First name")} error={errors.first_name?.message}>
          <Input autoComplete="off" {...field.first_name} />
        </FormField>
        <FormField label={t("Last name")} error={errors.last_name?.message}>
          <Input autoComplete="off" {...field.last_name} />
        </FormField>
        <FormField label={t("Email")} error={errors.email?.message}>
          <Input type="email" autoComplete="off" {...field.email} />
        </FormField>
        <FormField label={t("Username")} error={errors.username?.message} hint={editing ? undefined : t("Optional. Leave empty to sign in with the email.")}>
          <Input autoComplete="off" autoCapitalize="none" {...field.username} />
        </FormField>
        <FormField label={t("Country")} error={errors.country?.message}>
          <Select {...field.country}>
            <option value="">{t("Select a country")}</option>
            <CountryOptions />
          </Select>
        </FormField>
        <ControlledImageField control={control} trigger={trigger} name={AVATAR_FIELD} label={t("Avatar")} currentUrl={user?.avatar} />
      </FormSection>

      <FormSection title={t("Access")} description={t("Where the user belongs and what they may do.")} className="md:grid-cols-2">
        <FormField label={t("Role")} error={errors.role?.message}>
          <Select {...field.role}>
            <option value="">{t("No role (platform staff only)")}</option>
            <RoleOptions />
          </Select>
        </FormField>
        <FormField label={t("School")} error={errors.tenant?.message} hint={tenants.isError ? t("Schools could not be loaded: {{reason}}", { reason: errorMessage(tenants.error) }) : undefined}>
          <Select {...field.tenant}>
            <option value="">{t("Platform (no school)")}</option>
            <TenantOptions tenants={tenants.data} current={user?.tenant} />
          </Select>
        </FormField>
        <FormField
          label={editing ? t("New password") : t("Password")}
          error={errors.password?.message}
          hint={editing ? t("Leave empty to keep the current password.") : t("Optional. Without a password the user gets an invitation email to choose one.")}
        >
          <PasswordInput autoComplete="new-password" {...field.password} />
        </FormField>
        <div className="grid content-start gap-3 md:pt-7">
          <CheckboxField label={t("Platform staff (can open this admin panel)")} error={errors.is_staff?.message} {...field.is_staff} />
          {editing ? <CheckboxField label={t("Archived (cannot sign in)")} error={errors.archived?.message} {...field.archived} /> : null}
        </div>
      </FormSection>

      <FormActions submitting={isSubmitting} submitLabel={editing ? t("Save changes") : t("Add user")} cancelTo={paths.adminPanel.allUsers} />
    </form>
  );
}
