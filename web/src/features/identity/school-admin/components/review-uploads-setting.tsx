import { useTranslation } from "react-i18next";
import { toast } from "@/lib/toast";
import { errorMessage } from "@/lib/api-client";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { useSchoolSettings, useUpdateSchoolSettings } from "../api/school-settings";

/** The school's choice: do teachers' uploads wait here for approval, or publish at once? */
export function ReviewUploadsSetting() {
  const { t } = useTranslation();
  const settings = useSchoolSettings();
  const update = useUpdateSchoolSettings();
  if (!settings.data) return null;
  const onChange = async (checked: boolean) => {
    try {
      await update.mutateAsync({ review_teacher_uploads: checked });
      toast.success(checked ? t("Teachers' uploads will wait for your approval.") : t("Teachers' uploads will be published straight away."));
    } catch (err) {
      toast.error(errorMessage(err, t("Could not save the setting. Please try again.")));
    }
  };
  return (
    <div className="rounded-lg border border-line-muted bg-white p-4">
      <CheckboxField
        label={t("Review teachers' uploads before they are published (students' uploads are always reviewed)")}
        checked={settings.data.review_teacher_uploads}
        disabled={update.isPending}
        onChange={(e) => void onChange(e.target.checked)}
      />
    </div>
  );
}
