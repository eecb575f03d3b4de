import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { PROBLEM_CATEGORIES, PROBLEM_CATEGORY_LABELS, SCREENSHOT_MAX_BYTES, problemReportSchema, type FormReceiptOut } from "@contracts/operations";
import { ApiError, errorMessage } from "@/lib/api-client";
import { applyFieldErrors, oneOf } from "@/lib/form-data";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { TEXTAREA_CLASS } from "@/components/ui/textarea";
import { useSubmitProblem } from "../api/forms";
import { FormReceipt, Honeypot } from "./form-receipt";

type Values = z.input<typeof problemReportSchema>;
const FIELDS = ["category", "description", "page", "email", "screenshot"] as const;
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
  const [receipt, setReceipt] = useState<FormReceiptOut | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string>();
  const send = useSubmitProblem();
  const { register, handleSubmit, setError, reset, formState } = useForm<Values, unknown, z.output<typeof problemReportSchema>>({
    resolver: zodResolver(problemReportSchema),
    defaultValues: { category: "" as never, description: "", page, email: email ?? "", website: "" },
  });
  const { errors, isSubmitting } = formState;

  const pick = (f: File | undefined) => {
    setFileError(undefined);
    if (!f) return setFile(null);
    if (!SCREENSHOT_TYPES.includes(f.type)) setFileError("Use a PNG, JPEG or WebP picture");
    else if (f.size > SCREENSHOT_MAX_BYTES) setFileError("Use a picture up to 5 MB");
    setFile(SCREENSHOT_TYPES.includes(f.type) && f.size <= SCREENSHOT_MAX_BYTES ? f : null);
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
      if (!applied && !shot) toast.error("Your report could not be sent", { description: errorMessage(err) });
    }
  };

  if (receipt) return <FormReceipt receipt={receipt} />;
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="relative grid gap-4 rounded-xl border border-line-muted bg-surface p-4 shadow-sm sm:p-5">
      <FormField label="What is the problem about?" error={errors.category?.message}>
        <Select {...register("category")}>
          <option value="">Choose…</option>
          {PROBLEM_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {PROBLEM_CATEGORY_LABELS[c]}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label="What happened?" error={errors.description?.message} hint="What you did, what you expected and what you saw instead. Please leave out children's full names.">
        <textarea rows={6} className={TEXTAREA_CLASS} {...register("description")} />
      </FormField>
      <div className="grid gap-4 md:grid-cols-2">
        <FormField label="The page it happened on" error={errors.page?.message} hint="Filled in for you; change it if it happened elsewhere.">
          <Input placeholder="/library" {...register("page")} />
        </FormField>
        <FormField label="Your email (optional)" error={errors.email?.message} hint="For our reply. Without it we cannot tell you when it is fixed.">
          <Input type="email" autoComplete="email" {...register("email")} />
        </FormField>
      </div>
      <FormField label="A screenshot (optional)" error={fileError} hint={file ? `${file.name} — ${(file.size / 1024).toFixed(0)} KB` : "PNG, JPEG or WebP, up to 5 MB."}>
        <Input type="file" accept={SCREENSHOT_TYPES.join(",")} onChange={(e) => pick(e.target.files?.[0])} />
      </FormField>
      <Honeypot register={() => register("website")} />
      <Button type="submit" disabled={isSubmitting} className="justify-self-start">
        {isSubmitting ? "Sending…" : "Send report"}
      </Button>
    </form>
  );
}
