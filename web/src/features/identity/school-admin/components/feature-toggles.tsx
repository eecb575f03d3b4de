import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "@/lib/toast";
import { errorMessage } from "@/lib/api-client";
import { Badge } from "@/components/ui/badge";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { ErrorState, LoadingState } from "@/components/ui/query-states";
import { useSchoolFeatures, useUpdateSchoolFeatures, type FeatureTarget } from "../api/features";

/** /experiment: one switch per feature of the catalogue, saved as it changes. */
export function FeatureToggles({ target, schoolName }: { target: FeatureTarget; schoolName: string }) {
  const { t } = useTranslation();
  const features = useSchoolFeatures(target);
  const update = useUpdateSchoolFeatures(target);
  // The switch moves at once (the user's choice) and settles on the server's answer when it comes.
  const [choice, setChoice] = useState<Record<string, boolean>>({});
  if (features.isPending) return <LoadingState label={t("Loading the features")} />;
  if (features.isError) return <ErrorState error={features.error} title={t("Could not load the features")} />;

  const onChange = async (key: string, name: string, enabled: boolean) => {
    setChoice((c) => ({ ...c, [key]: enabled }));
    try {
      await update.mutateAsync({ [key]: enabled });
      toast.success(enabled ? t("{{feature}} is on for {{school}}.", { feature: name, school: schoolName }) : t("{{feature}} is off for {{school}}.", { feature: name, school: schoolName }));
    } catch (err) {
      toast.error(errorMessage(err, t("Could not save the change. Please try again.")));
    } finally {
      setChoice(({ [key]: _settled, ...rest }) => rest);
    }
  };

  return (
    <ul className="grid gap-3" aria-label={t("Features of {{school}}", { school: schoolName })}>
      {features.data.features.map((f) => (
        <li key={f.key} className="grid gap-2 rounded-lg border border-line-muted bg-surface p-4">
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant="muted">{f.area}</Badge>
            <Badge variant={f.enabled ? "success" : "muted"}>{f.enabled ? t("On") : t("Off")}</Badge>
            {f.enabled !== f.default ? <span className="text-xs text-ink-muted">{f.default ? t("(default: on)") : t("(default: off)")}</span> : null}
          </div>
          <CheckboxField
            label={<span className="font-semibold">{f.name}</span>}
            checked={choice[f.key] ?? f.enabled}
            disabled={update.isPending}
            onChange={(e) => void onChange(f.key, f.name, e.target.checked)}
          />
          <p className="text-sm text-ink-muted">{f.description}</p>
        </li>
      ))}
    </ul>
  );
}
