import { useMemo, useState } from "react";
import { useFieldArray, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { Plus, Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { TOUR_ROLES, tourRequestSchema, wallClockIn, type FormReceiptOut } from "@contracts/operations";
import { errorMessage } from "@/lib/api-client";
import { applyFieldErrors } from "@/lib/form-data";
import { toast } from "@/lib/toast";
import { CountryOptions } from "@/components/users/country-options";
import { Button } from "@/components/ui/button";
import { FieldMessage } from "@/components/ui/field-message";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { TEXTAREA_CLASS } from "@/components/ui/textarea";
import { useSubmitTour } from "../api/forms";
import { TOUR_ROLE_TEXT } from "../lib/labels";
import { FormReceipt, Honeypot } from "./form-receipt";

type Values = z.input<typeof tourRequestSchema>;
const TOP = ["school_name", "contact_name", "email", "phone", "role", "country", "students", "time_zone", "slots", "message"];

/** The browser's time zone, and every zone the browser knows (the server checks the same list). */
function timeZones(): { current: string; all: string[] } {
  const current = Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  const all = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [current];
  return { current, all: all.includes(current) ? all : [current, ...all] };
}

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/** /request-a-tour: a school's details and up to three preferred times, in the school's own time zone. */
export function TourRequestForm() {
  const { t } = useTranslation();
  const zones = useMemo(timeZones, []);
  const [receipt, setReceipt] = useState<FormReceiptOut | null>(null);
  const send = useSubmitTour();
  const { register, control, handleSubmit, setError, watch, formState } = useForm<Values, unknown, z.output<typeof tourRequestSchema>>({
    resolver: zodResolver(tourRequestSchema),
    defaultValues: { school_name: "", contact_name: "", email: "", phone: "", role: "teacher", country: "", time_zone: zones.current, slots: [{ date: inDays(7), time: "10:00" }], message: "", website: "" },
  });
  const slots = useFieldArray({ control, name: "slots" });
  const { errors, isSubmitting } = formState;
  /** Each control's registration (its field name is code, not words). */
  const field = {
    school_name: register("school_name"),
    country: register("country"),
    students: register("students", { setValueAs: (v: string) => (v === "" || v === undefined ? undefined : Number(v)) }),
    role: register("role"),
    contact_name: register("contact_name"),
    email: register("email"),
    phone: register("phone"),
    time_zone: register("time_zone"),
    message: register("message"),
    website: register("website"),
  };
  const zone = watch("time_zone");

  const onSubmit = async (values: z.output<typeof tourRequestSchema>) => {
    try {
      setReceipt(await send.mutateAsync(values));
    } catch (err) {
      if (!applyFieldErrors(err, setError, (f) => TOP.includes(f.split(".")[0]))) toast.error(t("Your request could not be sent"), { description: errorMessage(err) });
    }
  };

  if (receipt) return <FormReceipt receipt={receipt} />;
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="relative grid gap-5 rounded-xl border border-line-muted bg-surface p-4 shadow-sm sm:p-5">
      <fieldset className="grid min-w-0 gap-4 md:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold text-ink">{t("Your school")}</legend>
        <FormField label={t("School name")} error={errors.school_name?.message}>
          <Input autoComplete="organization" {...field.school_name} />
        </FormField>
        <FormField label={t("Country")} error={errors.country?.message}>
          <Select autoComplete="country" {...field.country}>
            <option value="">{t("Choose…")}</option>
            <CountryOptions />
          </Select>
        </FormField>
        <FormField label={t("Number of students (optional)")} error={errors.students?.message}>
          <Input type="number" inputMode="numeric" min={1} {...field.students} />
        </FormField>
        <FormField label={t("Your role")} error={errors.role?.message}>
          <Select {...field.role}>
            {TOUR_ROLES.map((r) => (
              <option key={r} value={r}>
                {t(TOUR_ROLE_TEXT[r])}
              </option>
            ))}
          </Select>
        </FormField>
      </fieldset>
      <fieldset className="grid min-w-0 gap-4 md:grid-cols-3">
        <legend className="mb-2 text-lg font-semibold text-ink">{t("How we reach you")}</legend>
        <FormField label={t("Your name")} error={errors.contact_name?.message}>
          <Input autoComplete="name" {...field.contact_name} />
        </FormField>
        <FormField label={t("Email")} error={errors.email?.message}>
          <Input type="email" autoComplete="email" {...field.email} />
        </FormField>
        <FormField label={t("Phone (optional)")} error={errors.phone?.message}>
          <Input type="tel" autoComplete="tel" {...field.phone} />
        </FormField>
      </fieldset>
      <fieldset className="grid min-w-0 gap-3">
        <legend className="mb-2 text-lg font-semibold text-ink">{t("When suits you")}</legend>
        <FormField label={t("Your time zone")} error={errors.time_zone?.message} hint={t("The times below are in this time zone; we confirm in it too.")}>
          <Select {...field.time_zone}>
            {zones.all.map((z) => (
              <option key={z} value={z}>
                {z.replace(/_/g, " ")}
              </option>
            ))}
          </Select>
        </FormField>
        <ol className="grid gap-3">
          {slots.fields.map((field, i) => (
            <li key={field.id} className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] items-start gap-2">
              <FormField label={t("Choice {{number}}: date", { number: i + 1 })} error={errors.slots?.[i]?.date?.message}>
                <Input type="date" min={wallClockIn(zone).date} {...register(`slots.${i}.date`)} />
              </FormField>
              <FormField label={t("Time ({{zone}})", { zone: zone.split("/").pop()?.replace(/_/g, " ") })} error={errors.slots?.[i]?.time?.message}>
                <Input type="time" step={900} {...register(`slots.${i}.time`)} />
              </FormField>
              <Button type="button" variant="ghost" size="icon" className="mt-6" aria-label={t("Remove choice {{number}}", { number: i + 1 })} disabled={slots.fields.length === 1} onClick={() => slots.remove(i)}>
                <Trash2 aria-hidden />
              </Button>
            </li>
          ))}
        </ol>
        <FieldMessage id="slots-message" error={errors.slots?.message ?? errors.slots?.root?.message} />
        {slots.fields.length < 3 ? (
          <Button type="button" variant="outline" size="sm" className="justify-self-start" onClick={() => slots.append({ date: inDays(8 + slots.fields.length), time: "10:00" })}>
            <Plus aria-hidden /> {t("Add another time")}
          </Button>
        ) : null}
      </fieldset>
      <FormField label={t("Anything we should know (optional)")} error={errors.message?.message}>
        <textarea rows={4} className={TEXTAREA_CLASS} {...field.message} />
      </FormField>
      <Honeypot register={() => field.website} />
      <Button type="submit" disabled={isSubmitting} className="justify-self-start">
        {isSubmitting ? t("Sending…") : t("Request a tour")}
      </Button>
    </form>
  );
}
