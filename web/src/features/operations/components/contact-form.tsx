import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { useTranslation } from "react-i18next";
import { CONTACT_TOPICS, contactSchema, type FormReceiptOut } from "@contracts/operations";
import { errorMessage } from "@/lib/api-client";
import { applyFieldErrors, oneOf } from "@/lib/form-data";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { TEXTAREA_CLASS } from "@/components/ui/textarea";
import { useSubmitContact } from "../api/forms";
import { CONTACT_TOPIC_TEXT } from "../lib/labels";
import { FormReceipt, Honeypot } from "./form-receipt";

type Values = z.input<typeof contactSchema>;
const FIELDS = ["name", "email", "topic", "message"] as const;

/** /contact: a message for this site's school (or the platform), acknowledged by email. */
export function ContactForm({ defaults }: { defaults?: { name?: string; email?: string } }) {
  const { t } = useTranslation();
  const [receipt, setReceipt] = useState<FormReceiptOut | null>(null);
  const send = useSubmitContact();
  const { register, handleSubmit, setError, reset, formState } = useForm<Values, unknown, z.output<typeof contactSchema>>({
    resolver: zodResolver(contactSchema),
    defaultValues: { name: defaults?.name ?? "", email: defaults?.email ?? "", topic: "general", message: "", website: "" },
  });
  const { errors, isSubmitting } = formState;
  /** Each control's registration (its field name is code, not words). */
  const field = {
    name: register("name"),
    email: register("email"),
    topic: register("topic"),
    message: register("message"),
    website: register("website"),
  };

  const onSubmit = async (values: z.output<typeof contactSchema>) => {
    try {
      setReceipt(await send.mutateAsync(values));
      reset();
    } catch (err) {
      if (!applyFieldErrors(err, setError, oneOf(FIELDS))) toast.error(t("Your message could not be sent"), { description: errorMessage(err) });
    }
  };

  if (receipt) {
    return (
      <FormReceipt receipt={receipt}>
        <Button variant="outline" className="justify-self-start" onClick={() => setReceipt(null)}>
          {t("Write another message")}
        </Button>
      </FormReceipt>
    );
  }
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} aria-labelledby="contact-form-title" className="relative grid gap-4 rounded-xl border border-line-muted bg-surface p-4 shadow-sm sm:p-5">
      <h2 id="contact-form-title" className="text-lg font-semibold text-ink">
        {t("Write to us")}
      </h2>
      <div className="grid gap-4 md:grid-cols-2">
        <FormField label={t("Your name")} error={errors.name?.message}>
          <Input autoComplete="name" {...field.name} />
        </FormField>
        <FormField label={t("Your email")} error={errors.email?.message} hint={t("We reply to this address.")}>
          <Input type="email" autoComplete="email" {...field.email} />
        </FormField>
      </div>
      <FormField label={t("What is it about?")} error={errors.topic?.message}>
        <Select {...field.topic}>
          {CONTACT_TOPICS.map((topic) => (
            <option key={topic} value={topic}>
              {t(CONTACT_TOPIC_TEXT[topic])}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label={t("Your message")} error={errors.message?.message}>
        <textarea rows={6} className={TEXTAREA_CLASS} {...field.message} />
      </FormField>
      <Honeypot register={() => field.website} />
      <p className="text-xs text-ink-muted">{t("We use what you send only to answer you. Please do not include a child's full name or anything private about a child.")}</p>
      <Button type="submit" disabled={isSubmitting} className="justify-self-start">
        {isSubmitting ? t("Sending…") : t("Send message")}
      </Button>
    </form>
  );
}
