import { useEffect, useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { msg } from "@/lib/i18n";
import { toast } from "@/lib/toast";
import type { AdminUser } from "@contracts/users";
import { adminPanelPaths } from "@/config/admin-panel-paths";
import { errorMessage } from "@/lib/api-client";
import { applyFieldErrors, changedKeys, oneOf, toFormData } from "@/lib/form-data";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
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
import { useInviteUser } from "../api/invite-user";
import { useUpdateUser } from "../api/update-user";
import { useTenantOptions } from "../api/get-tenants";
import { TenantOptions } from "./tenant-options";
import { canInvite, childUsernames, USER_FORM_FIELDS, userFormDefaults, userFormSchema, type UserFormInput, type UserFormOutput } from "./user-form-schema";
import { useAtomValue } from "jotai";
import { userAtom } from "@/lib/session";

export const USER_SAVED_MESSAGES = {
  created: msg("User added successfully!"),
  invited: msg("Invitation sent to {{email}}."),
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
  // Your own account: the server refuses archiving it or removing your staff access; say so before Save.
  const me = useAtomValue(userAtom);
  const own = editing && me?.id === user.id;
  const schema = useMemo(() => userFormSchema(user), [user]);
  const { register, control, handleSubmit, setError, reset, trigger, formState, watch, setValue } = useForm<UserFormInput, unknown, UserFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: userFormDefaults(user),
  });
  const { errors, isSubmitting } = formState;
  const tenants = useTenantOptions();
  const create = useCreateUser();
  const invite = useInviteUser();
  const [mode, role, isStaff] = watch(["mode", "role", "is_staff"]);
  const invitable = !editing && canInvite({ role: role ?? "", is_staff: !!isStaff });
  const inviting = invitable && mode === "invite";
  // Students and platform staff have no invitation: their accounts are made now.
  useEffect(() => {
    if (!editing && !invitable && mode === "invite") setValue("mode", "create");
  }, [editing, invitable, mode, setValue]);
  const update = useUpdateUser();
  const navigate = useNavigate();

  // Archiving ends the user's sessions and locks them out (a student leaves their classes): asked first.
  const [archiveAsked, setArchiveAsked] = useState<UserFormOutput | null>(null);
  const [archiving, setArchiving] = useState(false);
  const onSubmit = async (output: UserFormOutput) => {
    if (user && output.archived && !user.archived) setArchiveAsked(output);
    else await save(output);
  };
  const confirmArchive = async () => {
    if (!archiveAsked) return;
    setArchiving(true);
    try {
      await save(archiveAsked);
    } finally {
      setArchiving(false);
      setArchiveAsked(null);
    }
  };

  const save = async ({ avatar, password, mode: _mode, children, ...values }: UserFormOutput) => {
    try {
      if (inviting) {
        const sent = await invite.mutateAsync({
          tenant: values.tenant,
          email: values.email ?? "",
          role: values.role as "teacher" | "school_admin" | "parent",
          first_name: values.first_name,
          last_name: values.last_name,
          children: values.role === "parent" ? childUsernames(children) : [],
        });
        toast.success(t(USER_SAVED_MESSAGES.invited, { email: sent.email }));
        navigate(adminPanelPaths.allUsers);
      } else if (user) {
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
        navigate(adminPanelPaths.allUsers);
      }
    } catch (err) {
      applyFieldErrors(err, setError, oneOf(USER_FORM_FIELDS));
      toast.error(t(USER_SAVED_MESSAGES.failed), { description: errorMessage(err) });
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-6">
      <FormSection title={t("Profile")} description={t("Name, contact details and picture.")} className="md:grid-cols-2">
        <FormField label={t("First name")} error={errors.first_name?.message}>
          <Input autoComplete="off" {...register("first_name")} />
        </FormField>
        <FormField label={t("Last name")} error={errors.last_name?.message}>
          <Input autoComplete="off" {...register("last_name")} />
        </FormField>
        <FormField label={t("Email")} error={errors.email?.message}>
          <Input type="email" autoComplete="off" {...register("email")} />
        </FormField>
        {inviting ? null : (
          <>
            <FormField label={t("Username")} error={errors.username?.message} hint={editing ? undefined : t("Optional. Leave empty to sign in with the email.")}>
              <Input autoComplete="off" autoCapitalize="none" {...register("username")} />
            </FormField>
            <FormField label={t("Country")} error={errors.country?.message}>
              <Select {...register("country")}>
                <option value="">{t("Select a country")}</option>
                <CountryOptions />
              </Select>
            </FormField>
            <ControlledImageField control={control} trigger={trigger} name={AVATAR_FIELD} label={t("Avatar")} currentUrl={user?.avatar} />
          </>
        )}
      </FormSection>

      {editing ? null : (
        <fieldset className="grid gap-3 rounded-xl border border-line-muted p-4 sm:px-6">
          <legend className="px-1 text-sm font-semibold text-ink">{t("How to add them")}</legend>
          <label className="flex items-start gap-2 text-sm text-ink">
            <input type="radio" value="invite" className="mt-1" disabled={!invitable} aria-describedby="add-mode-invite-hint" {...register("mode")} />
            <span>
              {t("Send an invitation")}
              <span id="add-mode-invite-hint" className="block text-ink-muted">
                {invitable
                  ? t("For a school's teachers, school admins and parents: they get the school's invitation email, choose their own password and join the school (7 days).")
                  : t("Not for students or platform staff: their accounts are created now.")}
              </span>
            </span>
          </label>
          <label className="flex items-start gap-2 text-sm text-ink">
            <input type="radio" value="create" className="mt-1" aria-describedby="add-mode-create-hint" {...register("mode")} />
            <span>
              {t("Create the account now")}
              <span id="add-mode-create-hint" className="block text-ink-muted">
                {t("Needed for platform staff, who belong to no school. With a password the account is ready at once; without one they get an email to choose it.")}
              </span>
            </span>
          </label>
        </fieldset>
      )}

      <FormSection title={t("Access")} description={t("Where the user belongs and what they may do.")} className="md:grid-cols-2">
        <FormField label={t("Role")} error={errors.role?.message}>
          <Select {...register("role")}>
            <option value="">{inviting ? t("Choose a role") : t("No role (platform staff only)")}</option>
            <RoleOptions />
          </Select>
        </FormField>
        <FormField label={t("School")} error={errors.tenant?.message} hint={tenants.isError ? t("Schools could not be loaded: {{reason}}", { reason: errorMessage(tenants.error) }) : undefined}>
          <Select {...register("tenant")}>
            <option value="">{inviting ? t("Choose a school") : t("Platform (no school)")}</option>
            <TenantOptions tenants={tenants.data} current={user?.tenant} />
          </Select>
        </FormField>
        {inviting && role === "parent" ? (
          <FormField label={t("Children's usernames")} error={errors.children?.message} hint={t("The students of this school the parent will follow, separated by commas.")}>
            <Input autoComplete="off" autoCapitalize="none" {...register("children")} />
          </FormField>
        ) : null}
        {inviting ? null : (
          <FormField
            label={editing ? t("New password") : t("Password")}
            error={errors.password?.message}
            hint={editing ? t("Leave empty to keep the current password.") : t("Optional. Without a password the user gets an invitation email to choose one.")}
          >
            <PasswordInput autoComplete="new-password" {...register("password")} />
          </FormField>
        )}
        {inviting ? null : (
          <div className="grid content-start gap-3 md:pt-7">
            <CheckboxField label={t("Platform staff (can open this admin panel)")} error={errors.is_staff?.message} {...register("is_staff")} />
            {editing ? <CheckboxField label={t("Archived (cannot sign in)")} error={errors.archived?.message} {...register("archived")} /> : null}
            {own ? <p className="text-sm text-ink-muted">{t("This is your own account: another staff member archives it or removes its staff access, so that you are never locked out.")}</p> : null}
          </div>
        )}
      </FormSection>

      <FormActions submitting={isSubmitting || archiving} submitLabel={editing ? t("Save changes") : inviting ? t("Send the invitation") : t("Add user")} cancelTo={adminPanelPaths.allUsers} />
      {user ? (
        <ConfirmDialog
          open={archiveAsked !== null}
          onOpenChange={(o) => (o ? null : setArchiveAsked(null))}
          title={t("Archive {{name}}?", { name: `${user.first_name} ${user.last_name}`.trim() || user.username })}
          description={
            user.role === "student"
              ? t("They are signed out at once and cannot sign in, and they leave their classes. Untick Archived later to restore them.")
              : t("They are signed out at once and cannot sign in. Untick Archived later to restore them.")
          }
          confirmLabel={t("Archive and save")}
          pendingLabel={t("Saving…")}
          pending={archiving}
          onConfirm={() => void confirmArchive()}
        />
      ) : null}
    </form>
  );
}
