import { useRef, useState, type FormEvent } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { useTranslation } from "react-i18next";
import { PROBLEM_CATEGORIES, SCREENSHOT_MAX_BYTES, problemReportSchema, type FormReceiptOut } from "@contracts/operations";
import { ApiError, errorMessage } from "@/lib/api-client";
import { applyFieldErrors, oneOf } from "@/lib/form-data";
import { toast } from "@/lib/toast";
import { formatNumber } from "@/lib/format";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { TEXTAREA_CLASS } from "@/components/ui/textarea";
import { useSubmitProblem } from "../api/forms";
import { PROBLEM_CATEGORY_TEXT } from "../lib/labels";
import { FormReceipt, Honeypot } from "./form-receipt";
import { FileInput } from "@/components/ui/file-input";

type Values = z.input<typeof problemReportSchema>;
const FIELDS = ["category", "description", "page", "email", "screenshot"] as const;
/** An example path shown in the page field. */
const PAGE_EXAMPLE = "/library";
const SCREENSHOT_TYPES = ["image/png", "image/jpeg", "image/webp"];

/** The page the reporter came from: ?from=/path (links carry it), else the referring page of this site. */
export function reportedPage(search: string, referrer: string, origin: string): string {
  const from = new URLSearchParams(search).get("from");
  if (from && /^\/[^\s/\\]/.test(from)) return from.slice(0, 500);
  if (from === "/") return "/";
  try {
    const url = new URL(referrer);
    if (url.origin === origin) return (url.pathname + url.search).slice(0, 500);
  } catch {
    // No referrer, or not a URL.
  }
  return "";
}

/** /report-a-problem: category, what happened, where, a screenshot and an address for the reply. */
export function ReportProblemForm({ page, email }: { page: string; email?: string | null }) {
  const { t } = useTranslation();
  const [receipt, setReceipt] = useState<FormReceiptOut | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string>();
  /** Bumped to give the picker a fresh, empty input when the screenshot is removed. */
  const [fileKey, setFileKey] = useState(0);
  const fileInput = useRef<HTMLInputElement>(null);
  const send = useSubmitProblem();
  const { register, handleSubmit, setError, reset, formState } = useForm<Values, unknown, z.output<typeof problemReportSchema>>({
    resolver: zodResolver(problemReportSchema),
    defaultValues: { category: "" as never, description: "", page, email: email ?? "", website: "" },
  });
  const { errors, isSubmitting } = formState;
  /** Each control's registration (its field name is code, not words). */
  const field = {
    category: register("category"),
    description: register("description"),
    page: register("page"),
    email: register("email"),
    website: register("website"),
  };

  const pick = (f: File | undefined) => {
    setFileError(undefined);
    if (!f) return setFile(null);
    if (!SCREENSHOT_TYPES.includes(f.type)) setFileError(t("Use a PNG, JPEG or WebP picture"));
    else if (f.size > SCREENSHOT_MAX_BYTES) setFileError(t("Use a picture up to 5 MB"));
    setFile(SCREENSHOT_TYPES.includes(f.type) && f.size <= SCREENSHOT_MAX_BYTES ? f : null);
  };

  const removeFile = () => {
    setFile(null);
    setFileError(undefined);
    setFileKey((k) => k + 1);
  };

  /**
   * A refused screenshot holds the report back: sent anyway, it went without the picture and
   * without a word. The reporter picks another picture or removes it.
   */
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!fileError) return handleSubmit(onSubmit)(event);
    event.preventDefault();
    fileInput.current?.focus();
  };

  const onSubmit = async (values: z.output<typeof problemReportSchema>) => {
    const form = new FormData();
    for (const [k, v] of Object.entries({ ...values, user_agent: navigator.userAgent.slice(0, 500) })) if (v !== undefined && v !== "") form.set(k, String(v));
    if (file) form.set("screenshot", file);
    try {
      setReceipt(await send.mutateAsync(form));
      reset();
      setFile(null);
    } catch (err) {
      const applied = applyFieldErrors(err, setError, oneOf(FIELDS));
      const shot = err instanceof ApiError ? err.fields.screenshot?.[0] : undefined;
      if (shot) setFileError(shot);
      if (!applied && !shot) toast.error(t("Your report could not be sent"), { description: errorMessage(err) });
    }
  };

  if (receipt) return <FormReceipt receipt={receipt} />;
  return (
    <form noValidate onSubmit={submit} className="relative grid gap-4 rounded-xl border border-line-muted bg-surface p-4 shadow-sm sm:p-5">
      <FormField label={t("What is the problem about?")} error={errors.category?.message}>
        <Select {...field.category}>
          <option value="">{t("Choose…")}</option>
          {PROBLEM_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {t(PROBLEM_CATEGORY_TEXT[c])}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label={t("What happened?")} error={errors.description?.message} hint={t("What you did, what you expected and what you saw instead. Please leave out children's full names.")}>
        <textarea rows={6} className={TEXTAREA_CLASS} {...field.description} />
      </FormField>
      <div className="grid gap-4 md:grid-cols-2">
        <FormField label={t("The page it happened on")} error={errors.page?.message} hint={t("Filled in for you; change it if it happened elsewhere.")}>
          <Input placeholder={PAGE_EXAMPLE} {...field.page} />
        </FormField>
        <FormField label={t("Your email (optional)")} error={errors.email?.message} hint={t("For our reply. Without it we cannot tell you when it is fixed.")}>
          <Input type="email" autoComplete="email" {...field.email} />
        </FormField>
      </div>
      <FormField label={t("A screenshot (optional)")} error={fileError} hint={file ? t("{{name}} — {{size}} KB", { name: file.name, size: formatNumber(Math.round(file.size / 1024)) }) : t("PNG, JPEG or WebP, up to 5 MB.")}>
        <FileInput key={fileKey} ref={fileInput} accept={SCREENSHOT_TYPES.join(",")} onChange={(e) => pick(e.target.files?.[0])} />
      </FormField>
      {file || fileError ? (
        <Button type="button" variant="outline" size="sm" className="-mt-2 justify-self-start" onClick={removeFile}>
          {t("Remove the screenshot")}
        </Button>
      ) : null}
      <Honeypot register={() => field.website} />
      <Button type="submit" disabled={isSubmitting} className="justify-self-start">
        {isSubmitting ? t("Sending…") : t("Send report")}
      </Button>
    </form>
  );
}
